import { Button } from '@storefront/shared';
import {
  STOCK_LEVELS,
  STOCK_SORTS,
  type StockLevelFilter,
  type StockSort,
} from '@storefront/shared/admin';
import { Field, Input, Select } from '@storefront/shared/forms';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Toolbar } from './table';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Search = styled.div`
  flex: 1 1 16rem;
`;

/** The stock list's filters as its address holds them. */
export interface StockFilters {
  q: string;
  level?: StockLevelFilter;
  hidden: boolean;
  sort: StockSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function stockFiltersOf(search: URLSearchParams): StockFilters {
  return {
    q: search.get('q')?.trim() ?? '',
    level: oneOf(STOCK_LEVELS, search.get('level')),
    hidden: search.get('hidden') === 'true',
    sort: oneOf(STOCK_SORTS, search.get('sort')) ?? 'stock',
  };
}

/**
 * The stock list's search and filters: a plain GET form, so every filter is in the address
 * (and a page of results can be shared or reloaded); a new search starts at its first page.
 */
export function StockFiltersForm() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const filters = stockFiltersOf(search);
  return (
    <form
      role="search"
      aria-label={t('stock.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const next = new URLSearchParams();
        for (const key of ['q', 'level', 'sort'] as const) {
          const value = String(data.get(key) ?? '').trim();
          if (value && !(key === 'sort' && value === 'stock')) next.set(key, value);
        }
        if (data.get('hidden')) next.set('hidden', 'true');
        setSearch(next);
      }}
      // The form is keyed by its address, so going back shows the filters of that page.
      key={search.toString()}
    >
      <Toolbar>
        <Search>
          <Field label={t('stock.search_label')} hint={t('stock.search_hint')}>
            {(ids) => (
              <Input
                {...ids}
                name="q"
                type="search"
                defaultValue={filters.q}
                data-testid="stock-q"
              />
            )}
          </Field>
        </Search>
        <Field label={t('stock.level_label')}>
          {(ids) => (
            <Select
              {...ids}
              name="level"
              defaultValue={filters.level ?? ''}
              data-testid="stock-level-filter"
            >
              <option value="">{t('stock.level_all')}</option>
              {STOCK_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`stock.level.${level}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('stock.sort_label')}>
          {(ids) => (
            <Select {...ids} name="sort" defaultValue={filters.sort} data-testid="stock-sort">
              {STOCK_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`stock.sort.${sort}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Check>
          <input
            type="checkbox"
            name="hidden"
            defaultChecked={filters.hidden}
            data-testid="stock-hidden"
          />
          {t('stock.hidden_label')}
        </Check>
        <Button type="submit" data-testid="stock-search">
          {t('stock.search_submit')}
        </Button>
      </Toolbar>
    </form>
  );
}
