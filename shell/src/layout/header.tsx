import {
  Container,
  RouteNavLink,
  SearchBox,
  localePath,
  selectStore,
  useAppSelector,
  useGetCategoriesQuery,
  type Language,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { RemoteWidget } from '../features/fragments/remote-widget';
import { ColorModeSwitch, CurrencySwitch, LanguageSwitch } from '../features/settings/switches';
import { isRouted } from '../routing/route-table';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
  min-height: 4rem;
  padding-block: 0.5rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  img {
    height: 2rem;
    width: auto;
  }
`;

const Nav = styled.nav`
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
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/**
 * Holds a fragment's place in the header before and after it loads (they load after the page's
 * content), so the header keeps its height and the page below does not move.
 */
const FragmentSlot = styled.div<{ $minWidth: string }>`
  display: inline-flex;
  align-items: center;
  min-width: ${({ $minWidth }) => $minWidth};
  min-height: 2.75rem;
`;

/**
 * The catalog's search: fluid beside the navigation, a full row of its own on narrow screens.
 * Until the catalog's fragment has loaded (and without JavaScript) it holds the plain search form,
 * of the same size, which opens the results listing.
 */
const SearchSlot = styled.div`
  flex: 1 1 14rem;
  max-width: 24rem;
  min-height: 2.75rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    flex-basis: 100%;
    max-width: none;
    order: 1;
  }
`;

/** The header: brand, the store's navigation, the search, the switches and the cart and account. */
export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const store = useAppSelector(selectStore);
  const pages = store.navigationBar.pages.filter(isRouted);
  const { data: categories = [] } = useGetCategoriesQuery(lang, {
    skip: store.navigationBar.categories.length === 0 || !isRouted('catalog-category'),
  });
  const navCategories = store.navigationBar.categories
    .map((slug) => categories.find((category) => category.slug === slug))
    .filter((category) => category !== undefined);
  const searchBox = (
    <SearchBox
      action={localePath('catalog', {}, lang)}
      label={t('header.search')}
      placeholder={t('header.search_placeholder')}
      submitLabel={t('header.search_submit')}
    />
  );
  return (
    <Bar>
      <Row>
        <Brand
          to={localePath('home', {}, lang)}
          aria-label={t('header.home_link', { name: store.mainInfo.name })}
        >
          {store.mainInfo.logo ? (
            <img src={store.mainInfo.logo} alt="" width={32} height={32} />
          ) : null}
          <span>{store.mainInfo.name}</span>
        </Brand>
        <Nav aria-label={t('header.navigation')}>
          <ul>
            {pages.map((name) => (
              <li key={name}>
                <RouteNavLink to={localePath(name, {}, lang)} end>
                  {t(`routes.${name}`)}
                </RouteNavLink>
              </li>
            ))}
            {navCategories.map((category) => (
              <li key={category.slug}>
                <RouteNavLink
                  to={localePath('catalog-category', { category: category.slug }, lang)}
                >
                  {category.name}
                </RouteNavLink>
              </li>
            ))}
          </ul>
        </Nav>
        {isRouted('catalog') && (
          <SearchSlot>
            <RemoteWidget
              remote="catalog"
              name="HeaderSearch"
              lang={lang}
              placeholder={searchBox}
              fallback={searchBox}
            />
          </SearchSlot>
        )}
        <Tools>
          <LanguageSwitch lang={lang} />
          <CurrencySwitch />
          <ColorModeSwitch />
          <FragmentSlot $minWidth="7.5rem">
            <RemoteWidget remote="profile" name="AccountMenu" lang={lang} />
          </FragmentSlot>
          <FragmentSlot $minWidth="2.75rem">
            <RemoteWidget remote="checkout" name="MiniCart" lang={lang} />
          </FragmentSlot>
        </Tools>
      </Row>
    </Bar>
  );
}
