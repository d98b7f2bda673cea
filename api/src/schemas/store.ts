import {
  deliverySettingsUpdateSchema,
  deliverySettingsViewSchema,
  scheduleSettingsUpdateSchema,
  scheduleSettingsViewSchema,
  seoSettingsUpdateSchema,
  seoSettingsViewSchema,
} from '@storefront/shared/admin';
import { z } from 'zod';

/** The analytics integrations the owner sets. */
export const storeIntegrations = z.object({
  googleAnalyticsId: z
    .string()
    .regex(/^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/, 'a Google tag id such as G-XXXXXXX')
    .nullable(),
  facebookPixelId: z
    .string()
    .regex(/^\d{8,20}$/, 'a numeric pixel id')
    .nullable(),
});

/** `PUT admin/settings/delivery`, as the back office's form validates it. */
export const deliverySettingsBody = deliverySettingsUpdateSchema;

/** The delivery section and its version. */
export const deliverySettingsView = deliverySettingsViewSchema;

/** `PUT admin/settings/schedule`: the week, each day closing after it opens. */
export const scheduleSettingsBody = scheduleSettingsUpdateSchema;

/** The week's opening hours and their version. */
export const scheduleSettingsView = scheduleSettingsViewSchema;

/** `PUT admin/settings/seo`: the texts and templates, each placeholder one its pages have. */
export const seoSettingsBody = seoSettingsUpdateSchema;

/** The SEO texts and templates and their version. */
export const seoSettingsView = seoSettingsViewSchema;
