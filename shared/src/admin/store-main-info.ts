import * as z from 'zod/mini';
import { CURRENCIES, TIME_ZONES, type CurrencyCode } from '../contracts/enums';
import {
  CONTENT_LANGUAGES,
  CONTENT_LANGUAGE_OG_LOCALES,
  LANGUAGES,
  LANGUAGE_LOCALES,
  isLanguage,
  type ContentLanguage,
  type Language,
} from '../contracts/languages';
import type { StoreCurrencies, StoreMainInfo } from '../contracts/store';
import { typedString } from '../schemas/text';
import { sectionVersionSchema, type StoreSectionView } from './store-settings';

/*
 * The store's main info as the back office edits it: the shop's name and description, its
 * languages, its currencies and its time zone. The logo and the favicon are pictures, each
 * uploaded (or removed) on its own and saved at once, as a product's pictures are; the form's
 * save leaves them as they are. Messages are keys of the back office's `validation` texts.
 */

export const MAIN_INFO_LIMITS = {
  nameMax: 100,
  descriptionMax: 5000,
  /** The most units of a currency one unit of the main currency may buy. */
  rateMax: 1_000_000,
} as const;

/** The store's pictures the main info shows, each uploaded on its own. */
export const STORE_PICTURES = ['logo', 'favicon'] as const;
export type StorePicture = (typeof STORE_PICTURES)[number];

/**
 * Whether the storefront can be offered in a main language: the storefront's applying of the
 * store fails ('Language not found') for any other, so the API refuses to save one
 * (STORE_NO_LANGUAGES_AVAILABLE).
 */
export const isAvailableMainLanguage = (code: string): code is Language => isLanguage(code);

/** A content language's BCP 47 tag, to name it with `Intl.DisplayNames` (`cz` → `cs`). */
export const contentLanguageTag = (code: ContentLanguage): string =>
  CONTENT_LANGUAGE_OG_LOCALES[code].split('_')[0]!;

const RATE = /^\d{1,7}(?:[.,]\d{1,6})?$/;

/** A rate as staff type it ("0,2325", "10.42"), or null when it is not one. */
export function parseRate(typed: string): number | null {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '');
  return RATE.test(text) ? Number(text.replace(',', '.')) : null;
}

/** A rate to type over, with the language's decimal separator: "0,2325". */
export const formatRate = (rate: number, lang: Language): string =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[lang], {
    maximumFractionDigits: 6,
    useGrouping: false,
  }).format(rate);

const rate = z
  .number('rate_invalid')
  .check(z.minimum(0, 'rate_invalid'), z.maximum(MAIN_INFO_LIMITS.rateMax, 'rate_invalid'));

const currencyEntry = z.object({ active: z.boolean(), rate });

const currencies = <E extends z.ZodMiniType>(entry: E) =>
  z.strictObject(
    Object.fromEntries(CURRENCIES.map((code) => [code, entry])) as Record<CurrencyCode, E>,
  );

const name = typedString('shop_name_required').check(
  z.trim(),
  z.minLength(1, 'shop_name_required'),
  z.maxLength(MAIN_INFO_LIMITS.nameMax, 'name_too_long'),
);

const description = z.partialRecord(
  z.enum(LANGUAGES),
  typedString().check(z.trim(), z.maxLength(MAIN_INFO_LIMITS.descriptionMax, 'text_too_long')),
);

const mainInfoFields = {
  name,
  description,
  /** Any content language: one the storefront is not offered in is the API's to refuse. */
  languageCode: z.enum(
    CONTENT_LANGUAGES as [ContentLanguage, ...ContentLanguage[]],
    'language_unknown',
  ),
  additionalLanguageCodes: z
    .array(z.enum(LANGUAGES, 'language_unknown'))
    .check(z.refine((list) => new Set(list).size === list.length, 'language_repeated')),
  currencyCode: z.enum(CURRENCIES, 'currency_unknown'),
  timeZone: z.enum(TIME_ZONES, 'time_zone_unknown'),
};

/** The main language is not one of the additional ones too. */
const mainNotAdditional = z.refine<{ languageCode: string; additionalLanguageCodes: string[] }>(
  (info) => !info.additionalLanguageCodes.includes(info.languageCode),
  { message: 'main_language_additional', path: ['additionalLanguageCodes'] },
);

/** Another currency offered needs its rate: the storefront offers only those with one. */
const offeredWithRate = z.superRefine<{
  currencyCode: CurrencyCode;
  currency: Record<CurrencyCode, { active: boolean; rate: number }>;
}>((info, context) => {
  for (const code of CURRENCIES) {
    const entry = info.currency[code];
    if (code !== info.currencyCode && entry.active && !(entry.rate > 0))
      context.issues.push({
        code: 'custom',
        message: 'rate_required',
        path: ['currency', code, 'rate'],
        input: info,
      });
  }
});

/**
 * The main info as a save sends it: the main currency is always offered at rate 1 (what it says
 * of the others is set so on the way in), any other offered one has a rate.
 */
export const mainInfoSettingsSchema = z
  .object({ ...mainInfoFields, currency: currencies(currencyEntry) })
  .check(
    mainNotAdditional,
    offeredWithRate,
    z.overwrite((info) => ({
      ...info,
      currency: { ...info.currency, [info.currencyCode]: { active: true, rate: 1 } },
    })),
  );

export type MainInfoSettings = z.output<typeof mainInfoSettingsSchema>;

/** The pictures' addresses (null: none, the storefront shows its own). */
export type StorePictures = Record<StorePicture, string | null>;

/** `GET` and `PUT admin/settings/main-info`: the section, its version and its pictures. */
export type MainInfoSettingsView = StoreSectionView<MainInfoSettings> & { pictures: StorePictures };

/** `PUT admin/settings/main-info`. */
export const mainInfoSettingsUpdateSchema = z.object({
  section: mainInfoSettingsSchema,
  version: sectionVersionSchema,
});

export type MainInfoSettingsUpdate = z.output<typeof mainInfoSettingsUpdateSchema>;

/** The answer of the main info's routes. */
export const mainInfoSettingsViewSchema = z.object({
  section: z.object({
    ...mainInfoFields,
    name: z.string(),
    description: z.partialRecord(z.enum(LANGUAGES), z.string()),
    currency: currencies(currencyEntry),
  }),
  version: sectionVersionSchema,
  pictures: z.object({ logo: z.nullable(z.string()), favicon: z.nullable(z.string()) }),
});

/** The main info as the store keeps it: its languages and currencies read as the form edits them. */
export function mainInfoSettingsOf(
  mainInfo: StoreMainInfo,
  currency: StoreCurrencies,
): MainInfoSettings {
  const { logo: _logo, favicon: _favicon, ...info } = mainInfo;
  return {
    ...info,
    additionalLanguageCodes: [...new Set(info.additionalLanguageCodes.filter(isLanguage))].filter(
      (code) => code !== info.languageCode,
    ),
    currency: Object.fromEntries(
      CURRENCIES.map((code) => [code, currency[code] ?? { active: false, rate: 0 }]),
    ) as MainInfoSettings['currency'],
  };
}

const typedRate = z.pipe(
  typedString('rate_invalid').check(
    z.trim(),
    z.refine((text) => text === '' || parseRate(text) !== null, 'rate_invalid'),
  ),
  z.transform((text: string) => (text === '' ? 0 : (parseRate(text) ?? 0))),
);

/** The back office's main info form: rates typed ("0,2325"), then the API's rules. */
export const mainInfoFormSchema = z.pipe(
  z.object({
    ...mainInfoFields,
    currency: currencies(z.object({ active: z.boolean(), rate: typedRate })),
  }),
  mainInfoSettingsSchema,
);

export type MainInfoFormValues = z.input<typeof mainInfoFormSchema>;
