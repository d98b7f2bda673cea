import {
  Container,
  RemoteFragment,
  SearchBox,
  localePath,
  selectStore,
  useAppSelector,
  type Language,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { ColorModeSwitch, CurrencySwitch, LanguageSwitch } from '../features/settings/switches';
import { MenuButton } from './menu-button';
import { NavigationLinks } from './navigation-links';

// Phone first: one compact row that stays on the screen (the menu button, the brand, the account
// and the cart), the search in a row of its own, the navigation and the switches in the menu
// drawer. From `md` up (a tablet) the search joins the row, which scrolls with the page; from `lg`
// up, the navigation and the switches too (at `md` they would wrap the header into four rows).
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} {
    position: static;
  }
`;

// What the browser scrolls into view (a focused field, an anchor) lands below the phone's
// sticky header rather than under it.
const BelowStickyHeader = createGlobalStyle`
  html {
    scroll-padding-top: 7.5rem;
  }
  ${({ theme }) => theme.media.md} {
    html {
      scroll-padding-top: 0;
    }
  }
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  min-height: 3.5rem;
  padding-block: 0.375rem;
  ${({ theme }) => theme.media.md} {
    gap: 0.75rem;
    min-height: 4rem;
    padding-block: 0.5rem;
  }
  ${({ theme }) => theme.media.lg} {
    gap: 0.75rem 1.5rem;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  flex: 1 1 auto;
  min-width: 0;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.125rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  img {
    height: 2rem;
    width: auto;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.md} {
    flex: 0 1 auto;
    min-width: auto;
    font-size: 1.25rem;
  }
`;

const Nav = styled.nav`
  display: none;
  flex: 1 1 auto;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  ${({ theme }) => theme.media.md} {
    /* At the row's end, also when the row wraps under a long navigation. */
    margin-inline-start: auto;
  }
`;

/** The switches: in the drawer on a phone and a tablet, in the row from `lg` up. */
const Settings = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: contents;
  }
`;

/**
 * Holds a fragment's place in the header before and after it loads (they load after the page's
 * content), so the header keeps its height and the page below does not move.
 */
const FragmentSlot = styled.div<{ $minWidth: string }>`
  display: inline-flex;
  align-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  ${({ theme }) => theme.media.md} {
    min-width: ${({ $minWidth }) => $minWidth};
  }
`;

/**
 * The catalog's search: fluid beside the navigation, a full row of its own on narrow screens.
 * Until the catalog's fragment has loaded (and without JavaScript) it holds the plain search form,
 * of the same size, which opens the results listing.
 */
const SearchSlot = styled.div`
  flex: 1 1 10rem;
  /* It gives way to the row's other controls rather than wrapping them under it. */
  min-width: 0;
  max-width: 24rem;
  min-height: 2.75rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    flex-basis: 100%;
    max-width: none;
    order: 1;
  }
  ${({ theme }) => theme.media.lg} {
    flex-basis: 14rem;
  }
`;

/** The header: brand, the store's navigation, the search, the switches and the cart and account. */
export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const store = useAppSelector(selectStore);
  const searchBox = (
    <SearchBox
      action={localePath('catalog', {}, lang)}
      label={t('header.search')}
      placeholder={t('header.search_placeholder')}
      submitLabel={t('header.search_submit')}
    />
  );
  return (
    <Bar data-header="">
      <BelowStickyHeader />
      <Row>
        <MenuButton lang={lang} />
        <Brand
          to={localePath('home', {}, lang)}
          aria-label={t('header.home_link', { name: store.mainInfo.name })}
        >
          {store.mainInfo.logo ? (
            <img src={store.mainInfo.logo} alt="" width={32} height={32} />
          ) : null}
          <span>{store.mainInfo.name}</span>
        </Brand>
        <Nav aria-label={t('header.navigation')} data-header-nav="">
          <NavigationLinks lang={lang} />
        </Nav>
        <SearchSlot>
          <RemoteFragment
            name="HeaderSearch"
            lang={lang}
            placeholder={searchBox}
            fallback={searchBox}
          />
        </SearchSlot>
        <Tools>
          <Settings>
            <LanguageSwitch lang={lang} />
            <CurrencySwitch />
            <ColorModeSwitch />
          </Settings>
          <FragmentSlot $minWidth="7.5rem">
            <RemoteFragment name="AccountMenu" lang={lang} />
          </FragmentSlot>
          <FragmentSlot $minWidth="2.75rem">
            <RemoteFragment name="MiniCart" lang={lang} />
          </FragmentSlot>
        </Tools>
      </Row>
    </Bar>
  );
}
