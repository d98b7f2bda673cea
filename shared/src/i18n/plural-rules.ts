import type { i18n as I18n } from 'i18next';
import { LANGUAGE_LOCALES, type Language } from '../contracts/languages';

interface PluralResolver {
  getRule: (code: string, options?: object) => Intl.PluralRules | undefined;
}

/**
 * Gives each storefront language the plural rules of its locale. i18next asks Intl.PluralRules
 * for the language code, and `ua` (our code for Ukrainian) is no locale: Intl quietly answers
 * English rules, so "5 товарів" would read "5 товару". The language's locale tag (uk-UA) is used
 * instead.
 */
export function applyLocalePluralRules(instance: I18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    getRule(LANGUAGE_LOCALES[code as Language] ?? code, options);
}
