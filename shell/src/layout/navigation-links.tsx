import {
  isRouteName,
  RouteNavLink,
  localePath,
  selectStore,
  useAppSelector,
  useGetCategoriesQuery,
  type Language,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';

/**
 * The store's navigation bar: its routed pages, then its categories. The header shows it in its
 * row on a desktop and in the menu drawer on a phone; the parent styles the list.
 */
export function NavigationLinks({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const store = useAppSelector(selectStore);
  // The store is edited apart from the code: a page name it keeps that no team declares is left out.
  const pages = store.navigationBar.pages.filter(isRouteName);
  const { data: categories = [] } = useGetCategoriesQuery(lang, {
    skip: store.navigationBar.categories.length === 0,
  });
  const navCategories = store.navigationBar.categories
    .map((slug) => categories.find((category) => category.slug === slug))
    .filter((category) => category !== undefined);
  return (
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
          <RouteNavLink to={localePath('catalog-category', { category: category.slug }, lang)}>
            {category.name}
          </RouteNavLink>
        </li>
      ))}
    </ul>
  );
}
