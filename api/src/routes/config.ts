import {
  CONTACT_LIMITS,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
} from '@storefront/shared/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_LIMITS } from '../services/accounts/passwords';

export const PAGINATION = { defaultPage: 1, defaultLimit: 20, maxLimit: 100 } as const;
export const API_VERSION = '1';

const configSchema = z.object({
  apiVersion: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  defaultCurrency: z.string(),
  pagination: z.object({ defaultPage: z.number(), defaultLimit: z.number(), maxLimit: z.number() }),
  password: z.object({ minLength: z.number(), maxLength: z.number() }),
  contact: z.object({ messageMaxLength: z.number() }),
});

/** Platform settings a client adapts to: languages, defaults and the limits the API enforces. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Public platform settings and limits',
        response: { 200: configSchema },
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
