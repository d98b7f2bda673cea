import { translationSaveSchema } from '@storefront/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  translationPage,
  translationQuery,
  translationSaveResult,
} from '../../schemas/admin-translations';
import { listTranslations } from '../../services/translations/listing';
import { saveTranslations } from '../../services/translations/saving';
import { writeContext } from './products';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * The translations page: the shop's texts that a language lacks or has outdated, with counts per
 * language and kind, and many texts saved at once.
 */
export const adminTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/translations',
    {
      config: { permission: 'translations.read' },
      schema: {
        tags,
        security,
        summary:
          'Texts missing or outdated in a language of the shop (products, categories, the store), with counts per language, kind and state',
        querystring: translationQuery,
        response: { 200: translationPage },
      },
    },
    async (request) => listTranslations(app.db, request.query),
  );

  app.post(
    '/admin/translations',
    {
      config: { permission: 'translations.write' },
      schema: {
        tags,
        security,
        summary:
          "Save many texts at once, all or none: a product's over its version (409 with what changed since), a category's or the store's over the text read (409); LOCALE_NOT_FOUND for a language the shop is not in",
        body: translationSaveSchema,
        response: { 200: translationSaveResult },
      },
    },
    async (request) => saveTranslations(app.db, request.body, await writeContext(request)),
  );
};
