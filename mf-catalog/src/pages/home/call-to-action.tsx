import {
  Button,
  RouteLink,
  localePath,
  localizedText,
  type Language,
  type StoreActionBlock,
} from '@storefront/shared';
import styled from 'styled-components';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 2rem;
  margin: 3rem 0;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h2 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
  }
`;

/** The store's call to action, leading to the catalog. */
export function CallToAction({
  block,
  lang,
  fallbackLang,
}: {
  block: StoreActionBlock;
  lang: Language;
  fallbackLang: string;
}) {
  return (
    <Banner aria-labelledby="home-cta" data-testid="home-cta">
      <div>
        <h2 id="home-cta">{localizedText(block.title, lang, fallbackLang)}</h2>
        <p>{localizedText(block.description, lang, fallbackLang)}</p>
      </div>
      <Button as={RouteLink} to={localePath('catalog', {}, lang)}>
        {localizedText(block.actionText, lang, fallbackLang)}
      </Button>
    </Banner>
  );
}
