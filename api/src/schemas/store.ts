import {
  STORE_PICTURES,
  contactInfoSettingsUpdateSchema,
  contactInfoSettingsViewSchema,
  deliverySettingsUpdateSchema,
  mainInfoSettingsUpdateSchema,
  mainInfoSettingsViewSchema,
  deliverySettingsViewSchema,
  scheduleSettingsUpdateSchema,
  scheduleSettingsViewSchema,
} from '@storefront/shared/admin';
import { z } from 'zod';
import { versionQuery } from './admin-products';

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

/** `PUT admin/settings/main-info`: the name, texts, languages, currencies and time zone. */
export const mainInfoSettingsBody = mainInfoSettingsUpdateSchema;

/** The main info, its version and its pictures' addresses. */
export const mainInfoSettingsView = mainInfoSettingsViewSchema;

/** `admin/settings/main-info/{picture}`: the logo or the favicon. */
export const storePictureParams = z.object({ picture: z.enum(STORE_PICTURES) });

/** The main info's version a picture's change goes over (as a product's picture's). */
export const storePictureQuery = versionQuery;

/** `PUT admin/settings/contact-info`: phones in E.164, the email, the accounts, the address. */
export const contactInfoSettingsBody = contactInfoSettingsUpdateSchema;

/** The contact details and their version. */
export const contactInfoSettingsView = contactInfoSettingsViewSchema;
