import {
  Container,
  localizedText,
  selectStore,
  useAppSelector,
  useSite,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import styled from 'styled-components';
import { catalogApi } from '../../api/catalog-api';
import { JsonLd } from '../../features/seo/json-ld';
import { homeJsonLd } from '../../features/seo/structured-data';
import { CallToAction } from './call-to-action';
import { InfoBlocks } from './info-blocks';
import { HOME_ROW_SIZE, ProductRow } from './product-row';
import { Slides } from './slides';

const Intro = styled.div`
  margin: 2rem 0 1.5rem;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.75rem);
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The home page: the store's introduction, slides, info blocks, latest arrivals, call to action
 * and favorites; each block only when the store enables it, with its texts.
 */
function HomePage({ lang }: PageProps) {
  const store = useAppSelector(selectStore);
  const { mainInfo, slides, pagesContent } = store;
  const fallback = mainInfo.languageCode;
  const { origin } = useSite();
  return (
    <Container data-boundary="catalog">
      <Intro>
        <h1>{mainInfo.name}</h1>
        <p>{localizedText(mainInfo.description, lang, fallback)}</p>
      </Intro>
      <Slides slides={slides} lang={lang} fallbackLang={fallback} />
      <InfoBlocks blocks={pagesContent.homeInfoBlock} lang={lang} fallbackLang={fallback} />
      {pagesContent.homeLatestArrivals.enabled && (
        <ProductRow
          block={pagesContent.homeLatestArrivals}
          list="latest"
          route="catalog-latest-arrivals"
          lang={lang}
          fallbackLang={fallback}
        />
      )}
      {pagesContent.homeCTA.enabled && (
        <CallToAction block={pagesContent.homeCTA} lang={lang} fallbackLang={fallback} />
      )}
      {pagesContent.homeFeaturedProducts.enabled && (
        <ProductRow
          block={pagesContent.homeFeaturedProducts}
          list="featured"
          route="catalog-featured"
          lang={lang}
          fallbackLang={fallback}
        />
      )}
      {homeJsonLd(store, lang, origin).map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
    </Container>
  );
}

// The home page's head comes from the store's general SEO texts (no explicit input).
export const homePage: PageModule = {
  Component: HomePage,
  prefetch: ({ dispatch, lang }) => {
    for (const list of ['latest', 'featured'] as const) {
      dispatch(
        catalogApi.util.prefetch('getProductList', { list, lang, limit: HOME_ROW_SIZE }, {}),
      );
    }
  },
};
