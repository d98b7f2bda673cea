import { imageSources, type Language } from '@storefront/shared';
import type { UseComboboxPropGetters } from 'downshift';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PriceTag } from '../price/price-tag';
import type { Suggestion } from './use-search-suggestions';

const THUMBNAIL_WIDTH = 40;

const Popup = styled.div<{ $shown: boolean }>`
  display: ${({ $shown }) => ($shown ? 'block' : 'none')};
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: 20;
  max-height: min(28rem, 70vh);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ul {
    margin: 0;
    padding: 0.25rem;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: 2.75rem;
    padding: 0.375rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  img,
  .thumbnail {
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .name {
    flex: 1 1 auto;
    min-width: 0;
  }
  .note {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  p.nothing {
    margin: 0;
    padding: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function SuggestionContent({ item, lang }: { item: Suggestion; lang: Language }) {
  const { t } = useTranslation('catalog');
  switch (item.kind) {
    case 'product': {
      const { product } = item;
      const image = product.image ? imageSources(product.image, THUMBNAIL_WIDTH) : null;
      return (
        <>
          {image ? (
            <img {...image} alt="" width={THUMBNAIL_WIDTH} height={THUMBNAIL_WIDTH} />
          ) : (
            <span className="thumbnail" />
          )}
          <span className="name">{product.name}</span>
          <PriceTag price={product.price} discountPrice={product.discountPrice} lang={lang} />
        </>
      );
    }
    case 'category':
      return (
        <>
          <span className="name">{item.category.name}</span>
          <span className="note">{t('search.category')}</span>
        </>
      );
    case 'all':
      return <span className="name">{t('search.all_results', { count: item.total })}</span>;
  }
}

interface SuggestionListProps {
  lang: Language;
  items: Suggestion[];
  /** The typed words, once their answer has come with nothing to suggest. */
  nothingFor: string | null;
  /** The suggestions are of words typed before (the answer to the last ones is on its way). */
  busy: boolean;
  shown: boolean;
  getMenuProps: UseComboboxPropGetters<Suggestion>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<Suggestion>['getItemProps'];
}

/** The suggestions under the search box: products with picture and price, categories, all results. */
export function SuggestionList({
  lang,
  items,
  nothingFor,
  busy,
  shown,
  getMenuProps,
  getItemProps,
}: SuggestionListProps) {
  const { t } = useTranslation('catalog');
  return (
    <Popup $shown={shown}>
      <ul {...getMenuProps({ 'aria-label': t('search.suggestions'), 'aria-busy': busy })}>
        {shown &&
          items.map((item, index) => (
            <li key={keyOf(item)} {...getItemProps({ item, index })}>
              <SuggestionContent item={item} lang={lang} />
            </li>
          ))}
      </ul>
      {shown && nothingFor !== null && (
        <p className="nothing">{t('search.nothing', { words: nothingFor })}</p>
      )}
    </Popup>
  );
}

function keyOf(item: Suggestion): string {
  switch (item.kind) {
    case 'product':
      return `product:${item.product.slug}`;
    case 'category':
      return `category:${item.category.slug}`;
    case 'all':
      return 'all';
  }
}
