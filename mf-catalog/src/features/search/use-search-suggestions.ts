import type { Category, Language, ProductSummary } from '@storefront/shared';
import { useEffect, useMemo, useState } from 'react';
import { useGetCategoriesQuery, useGetProductsQuery } from '../../api/catalog-api';
import { matchesWords } from './match-words';

/** Suggestions start from this many typed characters. */
export const MIN_SEARCH_LENGTH = 2;
const PRODUCT_SUGGESTIONS = 5;
const CATEGORY_SUGGESTIONS = 3;
/** Typing pauses this long before the products are asked for. */
const TYPING_PAUSE_MS = 200;

export type Suggestion =
  | { kind: 'product'; product: ProductSummary }
  | { kind: 'category'; category: Category }
  | { kind: 'all'; total: number };

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * What to suggest for the typed words: up to five products from the catalog's search (asked for
 * when typing pauses), the categories whose names have the words, and all the results. While newer words wait for
 * their answer, the last answer stays, so the list does not flicker; `answered` is true once the
 * words as typed have theirs.
 */
export function useSearchSuggestions(lang: Language, typed: string) {
  const words = typed.trim().slice(0, 100);
  const settled = useSettled(words);
  const enough = words.length >= MIN_SEARCH_LENGTH && settled.length >= MIN_SEARCH_LENGTH;
  const { data, isFetching, isError } = useGetProductsQuery(
    { lang, q: settled, limit: PRODUCT_SUGGESTIONS },
    { skip: !enough },
  );
  const { data: categories = [] } = useGetCategoriesQuery(lang);

  return useMemo(() => {
    if (!enough) return { suggestions: [], answered: false };
    const suggestions: Suggestion[] = [
      ...(data?.items ?? []).map((product) => ({ kind: 'product' as const, product })),
      ...categories
        .filter((category) => matchesWords(category.name, settled))
        .slice(0, CATEGORY_SUGGESTIONS)
        .map((category) => ({ kind: 'category' as const, category })),
      ...(data?.total ? [{ kind: 'all' as const, total: data.total }] : []),
    ];
    return {
      suggestions,
      answered: words === settled && !isFetching && (data !== undefined || isError),
    };
  }, [enough, words, settled, data, isFetching, isError, categories]);
}
