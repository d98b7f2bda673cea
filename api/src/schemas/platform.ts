import { z } from 'zod';

/** `GET config`: the platform settings a client adapts to. */
export const platformConfig = z.object({
  apiVersion: z.string(),
  languages: z.array(z.string()),
  defaultLanguage: z.string(),
  defaultCurrency: z.string(),
  pagination: z.object({ defaultPage: z.number(), defaultLimit: z.number(), maxLimit: z.number() }),
  password: z.object({ minLength: z.number(), maxLength: z.number() }),
  contact: z.object({ messageMaxLength: z.number() }),
});

/** `GET health`. */
export const health = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime: z.number(),
});
