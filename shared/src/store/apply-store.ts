import { CURRENCIES, type CurrencyCode } from '../contracts/enums';
import { LANGUAGES, type Language } from '../contracts/languages';
import type { PublicStore } from '../contracts/store';

export interface AppliedStore {
  /** Shop languages: the main language, then the additional ones the storefront speaks. */
  languages: Language[];
  /** Currencies: the main one, then the other active and valid ones. */
  currencies: CurrencyCode[];
  /** The currency the visitor sees. */
  currency: CurrencyCode;
}

const isStorefrontLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);
const isCurrency = (code: string): code is CurrencyCode =>
  (CURRENCIES as readonly string[]).includes(code);

/**
 * Applies a loaded store. The visitor's own currency choice wins when the
 * store still offers it; otherwise the store's main currency is used. Throws 'Language not found'
 * when the main language is not one the storefront can show.
 */
export function applyStore(store: PublicStore, chosenCurrency: CurrencyCode | null): AppliedStore {
  const { languageCode, additionalLanguageCodes, currencyCode } = store.mainInfo;
  if (!isStorefrontLanguage(languageCode)) throw new Error('Language not found');

  const languages = [languageCode, ...additionalLanguageCodes.filter(isStorefrontLanguage)];
  const others = Object.entries(store.currency)
    .filter(
      ([code, entry]) =>
        code !== currencyCode && isCurrency(code) && entry?.active && entry.rate > 0,
    )
    .map(([code]) => code as CurrencyCode);
  const currencies = [currencyCode, ...others];
  const currency =
    chosenCurrency && currencies.includes(chosenCurrency) ? chosenCurrency : currencyCode;
  return { languages: [...new Set(languages)], currencies, currency };
}
