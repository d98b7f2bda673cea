import {
  Button,
  RouteLink,
  localePath,
  type Language,
  type ProductSummary,
} from '@storefront/shared';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../features/profile/query-state';
import { FavoriteItem } from './favorite-item';

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The Remove button of a listed favorite. */
const removeButtonOf = (list: HTMLElement | null, productId: string) =>
  list?.querySelector<HTMLElement>(
    `[data-product-id="${CSS.escape(productId)}"] [data-testid="favorite-remove"]`,
  );

/**
 * Favorite products as cards, each removable, the account's or the device's. A removal is said
 * (announced), and the focus goes on to the next card's Remove (the previous one's after the
 * last), or to what was said once the list is empty: never to the page's body, where the focus
 * of the removed card's button would fall.
 */
export function FavoriteList({
  products,
  lang,
  remove,
}: {
  products: readonly ProductSummary[];
  lang: Language;
  remove: (productId: string) => void;
}) {
  const { t } = useTranslation('profile');
  const said = useActionResult();
  const list = useRef<HTMLUListElement>(null);
  // The card to go on to, focused after the render that follows the removal.
  const next = useRef<string | null>(null);

  useEffect(() => {
    const button = next.current ? removeButtonOf(list.current, next.current) : null;
    if (!button) return;
    next.current = null;
    button.focus();
  });

  const onRemove = (product: ProductSummary) => {
    const index = products.findIndex((listed) => listed.id === product.id);
    const following = products[index + 1] ?? products[index - 1];
    next.current = following?.id ?? null;
    said.show(t('favorites.removed', { name: product.name }), { focus: !following });
    remove(product.id);
  };

  return (
    <>
      <ActionResultOf state={said} testId="favorites-result" />
      {products.length === 0 ? (
        <EmptyState
          testId="favorites-empty"
          action={
            <Button as={RouteLink} to={localePath('catalog', {}, lang)}>
              {t('pages.browse_catalog')}
            </Button>
          }
        >
          {t('favorites.empty')}
        </EmptyState>
      ) : (
        <Grid ref={list} aria-label={t('pages.favorites')} data-testid="favorites-list">
          {products.map((product) => (
            <FavoriteItem key={product.id} product={product} lang={lang} onRemove={onRemove} />
          ))}
        </Grid>
      )}
    </>
  );
}
