import {
  CONTACT_LIMITS,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
} from '@storefront/shared/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_VERSION } from '../paths';
import { PAGINATION } from '../schemas/common';
import { platformConfig } from '../schemas/platform';
import { PASSWORD_LIMITS } from '../services/accounts/passwords';

/** Platform settings a client adapts to: languages, defaults and the limits the API enforces. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Public platform settings and limits',
        response: { 200: platformConfig },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        apiVersion: API_VERSION,
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        defaultCurrency: DEFAULT_CURRENCY,
        pagination: { ...PAGINATION },
        password: { minLength: PASSWORD_LIMITS.min, maxLength: PASSWORD_LIMITS.max },
        contact: { messageMaxLength: CONTACT_LIMITS.messageMax },
      };
    },
  );
};
