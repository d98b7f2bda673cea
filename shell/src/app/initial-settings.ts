import {
  CURRENCIES,
  initialSettings,
  type ColorMode,
  type CurrencyCode,
  type SettingsState,
} from '@storefront/shared';

/**
 * The visitor's settings before the store is applied: the currency they chose (the app-currency
 * cookie, read by the server from the request and by the browser from the page) and their color
 * mode (local storage, which only the browser has).
 */
export function initialSettingsOf(
  currencyCookie: string | null,
  colorMode: ColorMode = 'system',
): SettingsState {
  const chosen = (CURRENCIES as readonly string[]).includes(currencyCookie ?? '')
    ? (currencyCookie as CurrencyCode)
    : null;
  return {
    ...initialSettings,
    currency: chosen ?? initialSettings.currency,
    currencyChosen: chosen !== null,
    colorMode,
  };
}
