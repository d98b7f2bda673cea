import { CLIENT_ROLES, STAFF_ROLES, LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';

/** The User of `auth/me`, the sign-in and registration answers and `user/personal-data`. */
export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  role: z.enum(CLIENT_ROLES),
  staffRole: z.enum(STAFF_ROLES).optional(),
  favoriteProducts: z.array(z.string()),
});

/** `auth/forgot-password` answers the same whether the account exists or not. */
export const resetAccepted = z.object({ accepted: z.literal(true) });
