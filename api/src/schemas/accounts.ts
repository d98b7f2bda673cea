import { CLIENT_ROLES, LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';
import type { Config } from '../config';

/** The User of `auth/me`, the sign-in and registration answers and `user/personal-data`. */
export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  role: z.enum(CLIENT_ROLES),
  favoriteProducts: z.array(z.string()),
});

/** The rate limit of the account routes open to anyone: AUTH_RATE_LIMIT per client and route. */
export const authRateLimit = (config: Config) => ({
  rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: config.AUTH_RATE_WINDOW },
});
