import {
  categorySeoInput,
  selectStore,
  useSite,
  validityAfterError,
  type Category,
  type Language,
  type PageModule,
  type PageProps,
  type RootState,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { categoryApi, useGetCategoriesQuery } from '../../api/catalog-api';
import {
  prefetchListing,
  validateListing,
  type ListingKind,
} from '../../features/listing/listing-prefetch';
import { ListingView } from '../../features/listing/listing-view';
import { useBreadcrumbTrail } from '../../features/product/breadcrumbs';
import { JsonLd } from '../../features/seo/json-ld';
import { breadcrumbJsonLd } from '../../features/seo/structured-data';

type ListName = 'all' | 'featured' | 'discounts' | 'latest';

const LISTS: Record<ListName, ListingKind> = {
  all: { withCategory: true },
  featured: { preset: { featured: true } },
  discounts: { preset: { discounted: true }, defaultSort: 'discount' },
  latest: { defaultSort: 'newest' },
};

/** A listing page of all products or of a ready-made list, each with its own title. */
function listingPage(list: ListName): PageModule {
  function Listing({ lang }: PageProps) {
    const { t } = useTranslation('catalog');
    return (
      <ListingView
        lang={lang}
        title={t(`pages.${list}.title`)}
        intro={t(`pages.${list}.intro`)}
        {...LISTS[list]}
      />
    );
  }
  return {
    Component: Listing,
    prefetch: (context) => prefetchListing(context, LISTS[list]),
    validate: (context) => validateListing(context, LISTS[list]),
    head: ({ t }) => ({
      title: t(`pages.${list}.title`),
      description: t(`pages.${list}.intro`),
      websitePrefix: true,
    }),
  };
}

export const catalogPage = listingPage('all');
export const featuredPage = listingPage('featured');
export const discountsPage = listingPage('discounts');
export const latestPage = listingPage('latest');

const categoryOf = <T extends { slug: string }>(categories: T[] | undefined, slug?: string) =>
  categories?.find((category) => category.slug === slug);

function CategoryListing({ lang, params }: PageProps) {
  const { data } = useGetCategoriesQuery(lang);
  const category = categoryOf(data, params.category);
  if (!category) return null;
  return (
    <>
      <ListingView
        lang={lang}
        title={category.name}
        intro={category.description}
        category={category.slug}
        withCategory
      />
      <CategoryBreadcrumbJsonLd lang={lang} category={category} />
    </>
  );
}

function CategoryBreadcrumbJsonLd({ lang, category }: { lang: Language; category: Category }) {
  const { origin } = useSite();
  return <JsonLd data={breadcrumbJsonLd(useBreadcrumbTrail(lang, category), origin)} />;
}

const categoriesIn = (state: RootState, lang: PageProps['lang']) =>
  categoryApi.endpoints.getCategories.select(lang)(state).data;

/**
 * A category's listing; a category that does not exist, or a page past its last, fails the
 * validity check (404), an API that cannot answer fails it with its own status.
 */
export const categoryPage: PageModule = {
  Component: CategoryListing,
  prefetch: (context) =>
    prefetchListing(context, { category: context.params.category, withCategory: true }),
  head: ({ state, lang, params }) => {
    const category = categoryOf(categoriesIn(state, lang), params.category);
    return category ? categorySeoInput(selectStore(state), category, lang) : {};
  },
  validate: async (context) => {
    const { dispatch, lang, params } = context;
    const request = dispatch(categoryApi.endpoints.getCategories.initiate(lang));
    const { data, error } = await request;
    request.unsubscribe();
    if (!data) return validityAfterError(error);
    if (!categoryOf(data, params.category)) return false;
    return validateListing(context, { category: params.category, withCategory: true });
  },
};
