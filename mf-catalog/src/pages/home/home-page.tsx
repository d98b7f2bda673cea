import {
  Container,
  localizedText,
  selectStore,
  useAppSelector,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import styled from 'styled-components';
import { InfoBlocks } from './info-blocks';
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

/** The home page: the store's introduction, slides and info blocks from its home content. */
function HomePage({ lang }: PageProps) {
  const { mainInfo, slides, pagesContent } = useAppSelector(selectStore);
  const fallback = mainInfo.languageCode;
  return (
    <Container data-boundary="catalog">
      <Intro>
        <h1>{mainInfo.name}</h1>
        <p>{localizedText(mainInfo.description, lang, fallback)}</p>
      </Intro>
      <Slides slides={slides} lang={lang} fallbackLang={fallback} />
      <InfoBlocks blocks={pagesContent.homeInfoBlock} lang={lang} fallbackLang={fallback} />
    </Container>
  );
}

// The home page's head comes from the store's general SEO texts (no explicit input).
export const homePage: PageModule = { Component: HomePage };
