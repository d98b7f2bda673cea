import {
  categorySeoInput,
  selectStore,
  useAppSelector,
  type PageModule,
  type PageProps,
  type SeoInput,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { categoryApi, useGetCategoriesQuery } from '../../api/catalog-api';
import { ListingView, type ListingViewProps } from '../../features/listing/listing-view';

type ListingKind = 'all' | 'featured' | 'discounts' | 'latest';

const PRESETS: Record<
  ListingKind,
  Pick<ListingViewProps, 'preset' | 'defaultSort' | 'withCategory'>
> = {
  all: { withCategory: true },
  featured: { preset: { featured: true } },
  discounts: { preset: { discounted: true }, defaultSort: 'discount' },
  latest: { defaultSort: 'newest' },
};

/** A listing page of all products or of a ready-made list, each with its own title. */
function listingPage(kind: ListingKind): PageModule {
  function Listing({ lang }: PageProps) {
    const { t } = useTranslation('catalog');
    return (
      <ListingView
        lang={lang}
        title={t(`pages.${kind}.title`)}
        intro={t(`pages.${kind}.intro`)}
        {...PRESETS[kind]}
      />
    );
  }
  function useListingSeo(): SeoInput {
    const { t } = useTranslation('catalog');
    return {
      title: t(`pages.${kind}.title`),
      description: t(`pages.${kind}.intro`),
      websitePrefix: true,
    };
  }
  return { Component: Listing, useSeo: useListingSeo };
}

export const catalogPage = listingPage('all');
export const featuredPage = listingPage('featured');
export const discountsPage = listingPage('discounts');
export const latestPage = listingPage('latest');

function useCategory({ lang, params }: PageProps) {
  const { data } = useGetCategoriesQuery(lang);
  return data?.find((category) => category.slug === params.category);
}

function CategoryListing(props: PageProps) {
  const category = useCategory(props);
  if (!category) return null;
  return (
    <ListingView
      lang={props.lang}
      title={category.name}
      intro={category.description}
      category={category.slug}
      withCategory
    />
  );
}

function useCategorySeo(props: PageProps): SeoInput {
  const store = useAppSelector(selectStore);
  const category = useCategory(props);
  return category ? categorySeoInput(store, category, props.lang) : {};
}

/** A category's listing; a category that does not exist fails the validity check (404). */
export const categoryPage: PageModule = {
  Component: CategoryListing,
  useSeo: useCategorySeo,
  prefetch: ({ dispatch, lang }) => dispatch(categoryApi.util.prefetch('getCategories', lang, {})),
  validate: async ({ dispatch, lang, params }) => {
    const request = dispatch(categoryApi.endpoints.getCategories.initiate(lang));
    const { data } = await request;
    request.unsubscribe();
    return Boolean(data?.some((category) => category.slug === params.category));
  },
};
