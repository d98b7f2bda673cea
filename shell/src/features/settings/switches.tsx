import {
  COLOR_MODES,
  COOKIES,
  LANGUAGE_NAMES,
  MAX_SWITCHED_ADDRESS,
  LANGUAGE_TAGS,
  colorModeChosen,
  currencyChosen,
  selectColorMode,
  selectCurrencies,
  selectCurrency,
  selectShopLanguages,
  useHydrated,
  isRealPage,
  localePath,
  matchRoute,
  switchLanguagePath,
  useAppDispatch,
  useAppSelector,
  writeCookie,
  type ColorMode,
  type CurrencyCode,
  type Language,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { storeColorMode } from './color-mode';

const Compact = styled.select`
  min-height: 2.25rem;
  padding: 0.25rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const LanguageList = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.25rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    text-transform: uppercase;
    font-weight: 600;
    font-size: 0.875rem;
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/**
 * Where the switch to `code` leads: the same page in that language, or its home when the address
 * is no page of the shop's or longer than any is (a visitor's address is never repeated per
 * language).
 */
function switchedAddress(pathname: string, search: string, code: Language): string {
  return isRealPage(matchRoute(pathname)) && pathname.length + search.length <= MAX_SWITCHED_ADDRESS
    ? switchLanguagePath(pathname, code) + search
    : localePath('home', {}, code);
}

/**
 * Links to the same page in each shop language; the page opened is remembered for 365 days (see
 * LanguageScope).
 */
export function LanguageSwitch({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const languages = useAppSelector(selectShopLanguages);
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t('header.language')}>
      <LanguageList>
        {languages.map((code) => (
          <li key={code}>
            <Link
              to={switchedAddress(pathname, search, code)}
              hrefLang={LANGUAGE_TAGS[code]}
              lang={LANGUAGE_TAGS[code]}
              title={LANGUAGE_NAMES[code]}
              // The name holds the code it shows, so a voice user can say what they see.
              aria-label={`${LANGUAGE_NAMES[code]}, ${code}`}
              aria-current={code === lang}
            >
              {code}
            </Link>
          </li>
        ))}
      </LanguageList>
    </nav>
  );
}

/** The currency prices are shown in; kept in the app-currency cookie. */
export function CurrencySwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const currencies = useAppSelector(selectCurrencies);
  const currency = useAppSelector(selectCurrency);
  return (
    <Compact
      aria-label={t('header.currency')}
      value={currency}
      onChange={(event) => {
        const next = event.target.value as CurrencyCode;
        writeCookie(COOKIES.currency, next);
        dispatch(currencyChosen(next));
      }}
    >
      {currencies.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </Compact>
  );
}

/** System, light or dark; kept in local storage. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The server cannot know the choice (it is in local storage): while the browser hydrates the
  // server's HTML, the switch shows what the server did.
  const chosen = useAppSelector(selectColorMode);
  const mode = useHydrated() ? chosen : 'system';
  return (
    <Compact
      aria-label={t('header.color_mode')}
      value={mode}
      onChange={(event) => {
        const next = event.target.value as ColorMode;
        storeColorMode(next);
        dispatch(colorModeChosen(next));
      }}
    >
      {COLOR_MODES.map((code) => (
        <option key={code} value={code}>
          {t(`color_modes.${code}`)}
        </option>
      ))}
    </Compact>
  );
}
