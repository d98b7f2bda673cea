import * as z from 'zod/mini';
import type { StoreContactInfo } from '../contracts/store';
import { optionalPhoneNumber } from '../schemas/phone';
import { typedString } from '../schemas/text';
import { sectionVersionSchema, type StoreSectionView } from './store-settings';

/*
 * The store's contact details as the back office edits them, validated alike in the form and in
 * the API. Every field may be empty: the storefront then leaves it out. Kept apart from the other
 * sections because of the phones: only the pages that import this module download the phone
 * library. Messages are keys of the back office's `validation` texts.
 */

export const CONTACT_INFO_LIMITS = {
  emailMax: 254,
  pickupAddressMax: 300,
} as const;

/** A Telegram user or channel name: 5 to 32 letters, digits and underscores, a letter first. */
const TELEGRAM = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** An Instagram account name: up to 30 letters, digits, dots and underscores. */
const INSTAGRAM = /^[A-Za-z0-9._]{1,30}$/;

/** A phone that may be empty (''), else checked for its country and kept in E.164. */
const phone = z.pipe(
  optionalPhoneNumber(null),
  z.transform((value) => value ?? ''),
);

/**
 * An account name as staff may paste it: with its @, or as the profile's address, kept as the
 * name alone (the storefront builds the links from it).
 */
const accountName = (pattern: RegExp, host: string, message: string) =>
  typedString(message).check(
    z.trim(),
    z.overwrite((value) =>
      value
        .replace(new RegExp(`^(?:https?://)?(?:www\\.)?${host}/`, 'i'), '')
        .replace(/^@|\/$/g, ''),
    ),
    z.refine((value) => value === '' || pattern.test(value), message),
  );

const email = z.pipe(
  typedString('email_invalid').check(
    z.trim(),
    z.maxLength(CONTACT_INFO_LIMITS.emailMax, 'email_invalid'),
  ),
  z.union([z.literal(''), z.email('email_invalid')], 'email_invalid'),
);

/** The contact details as a save sends them. */
export const contactInfoSettingsSchema = z.strictObject({
  phoneNumber: phone,
  email,
  telegram: accountName(TELEGRAM, '(?:t|telegram)\\.me', 'telegram_invalid'),
  instagram: accountName(INSTAGRAM, 'instagram\\.com', 'instagram_invalid'),
  whatsapp: phone,
  pickupAddress: typedString().check(
    z.trim(),
    z.maxLength(CONTACT_INFO_LIMITS.pickupAddressMax, 'address_too_long'),
  ),
});

/** `GET` and `PUT admin/settings/contact-info`. */
export type ContactInfoSettingsView = StoreSectionView<StoreContactInfo>;

/** `PUT admin/settings/contact-info`: the details with the version they were read at. */
export const contactInfoSettingsUpdateSchema = z.object({
  section: contactInfoSettingsSchema,
  version: sectionVersionSchema,
});

export type ContactInfoSettingsUpdate = z.output<typeof contactInfoSettingsUpdateSchema>;

/** The answer of the contact details' routes, as they are stored. */
export const contactInfoSettingsViewSchema = z.object({
  section: z.object({
    phoneNumber: z.string(),
    email: z.string(),
    telegram: z.string(),
    instagram: z.string(),
    whatsapp: z.string(),
    pickupAddress: z.string(),
  }),
  version: sectionVersionSchema,
});

export type ContactInfoFormValues = z.input<typeof contactInfoSettingsSchema>;
