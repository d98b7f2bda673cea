import {
  PRODUCT_SORTS,
  localePath,
  selectCurrency,
  useAppSelector,
  type Language,
} from '@storefront/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useGetBrandsQuery, useGetCategoriesQuery } from '../../api/catalog-api';
import { changeListing, writeListingParams, type ListingState } from './listing-params';

// The controls wrap in rows, each as wide as what it holds (a select as its longest option, so
// its choice is never cut: "Цена: по возрастанию", "Wszystkie kategorie") and sharing what a row
// has left; the search takes the most of it. A grid of equal columns cut the longer words.
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  margin: 1rem 0 1.5rem;
  label {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    gap: 0.25rem;
    max-width: 100%;
    font-size: 0.875rem;
    font-weight: 600;
  }
  label.search {
    flex: 2 1 14rem;
  }
  label.price {
    flex: 1 1 8rem;
  }
  label.price input {
    width: 100%;
  }
  input:not([type='checkbox']),
  select {
    min-height: 2.5rem;
    padding: 0.375rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 400;
  }
  .check {
    flex-direction: row;
    align-items: center;
    min-height: 2.5rem;
  }
  button {
    min-height: 2.5rem;
    padding: 0 1rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
    cursor: pointer;
  }
`;

/** The history state of a listing opened by the category select. */
const CAME_BY_CATEGORY = 'listing-category-select';

interface FiltersProps {
  lang: Language;
  state: ListingState;
  onChange: (next: ListingState) => void;
  /** The category of a category listing; the select moves between category listings. */
  category?: string;
  /** Category listings choose the category; the ready-made lists (featured...) do not. */
  withCategory: boolean;
}

/**
 * Search, category, brand, price range (in the visitor's currency), availability and sort.
 * Selects apply at once; the typed fields apply with Enter or the button.
 */
export function Filters({ lang, state, onChange, category, withCategory }: FiltersProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { state: arrival } = useLocation() as { state: unknown };
  const categorySelect = useRef<HTMLSelectElement>(null);
  const currency = useAppSelector(selectCurrency);
  const { data: brands = [] } = useGetBrandsQuery();
  const { data: categories = [] } = useGetCategoriesQuery(lang, { skip: !withCategory });
  const fromUrl = { q: state.q, min: state.min, max: state.max };
  const [typed, setTyped] = useState(fromUrl);
  // The form stays mounted across its own navigations, so the control in use keeps the focus; the
  // typed fields follow the address when it changes otherwise (back, a link, a cleared filter).
  const [shown, setShown] = useState(fromUrl);
  if (shown.q !== fromUrl.q || shown.min !== fromUrl.min || shown.max !== fromUrl.max) {
    setShown(fromUrl);
    setTyped(fromUrl);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(changeListing(state, typed));
  };

  const moveToCategory = (slug: string) => {
    const path = slug
      ? localePath('catalog-category', { category: slug }, lang)
      : localePath('catalog', {}, lang);
    const query = writeListingParams(changeListing(state, typed)).toString();
    // Another category is another page: its select takes the focus back once it is shown.
    void navigate(query ? `${path}?${query}` : path, { state: CAME_BY_CATEGORY });
  };

  useEffect(() => {
    if (arrival === CAME_BY_CATEGORY) categorySelect.current?.focus({ preventScroll: true });
  }, [arrival]);

  return (
    <Form role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <label className="search">
        {t('filters.search')}
        <input
          type="search"
          name="q"
          value={typed.q}
          maxLength={100}
          onChange={(event) => setTyped({ ...typed, q: event.target.value })}
        />
      </label>
      {withCategory && (
        <label>
          {t('filters.category')}
          <select
            ref={categorySelect}
            value={category ?? ''}
            onChange={(event) => moveToCategory(event.target.value)}
          >
            <option value="">{t('filters.all_categories')}</option>
            {categories.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('filters.brand')}
        <select
          value={state.brand}
          onChange={(event) => onChange(changeListing(state, { brand: event.target.value }))}
        >
          <option value="">{t('filters.all_brands')}</option>
          {brands.map((brand) => (
            <option key={brand.slug} value={brand.slug}>
              {brand.name}
            </option>
          ))}
        </select>
      </label>
      <label className="price">
        {t('filters.min_price', { currency })}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typed.min}
          onChange={(event) => setTyped({ ...typed, min: event.target.value.replace(/\D/g, '') })}
        />
      </label>
      <label className="price">
        {t('filters.max_price', { currency })}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typed.max}
          onChange={(event) => setTyped({ ...typed, max: event.target.value.replace(/\D/g, '') })}
        />
      </label>
      <label>
        {t('filters.sort')}
        <select
          value={state.sort}
          onChange={(event) =>
            onChange(changeListing(state, { sort: event.target.value as ListingState['sort'] }))
          }
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={state.inStock}
          onChange={(event) => onChange(changeListing(state, { inStock: event.target.checked }))}
        />
        {t('filters.in_stock')}
      </label>
      <button type="submit">{t('filters.apply')}</button>
    </Form>
  );
}
