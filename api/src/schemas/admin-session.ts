import { NOTIFICATION_SOUNDS, PERMISSION_NAMES } from '@storefront/shared/admin';
import { STAFF_ROLES } from '@storefront/shared/core';
import { z } from 'zod';

const preferences = z.object({ sound: z.enum(NOTIFICATION_SOUNDS).nullable().optional() });

export const staffSession = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(PERMISSION_NAMES as [string, ...string[]])),
  preferences,
});

export const staffPreferencesInput = z.object({ sound: z.enum(NOTIFICATION_SOUNDS).nullable() });

export const staffPreferences = preferences;
