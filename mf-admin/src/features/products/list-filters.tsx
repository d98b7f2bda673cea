import { Button, RouteLink, useGetCategoriesQuery, type Language } from '@storefront/shared';
import { Field, Input, Select } from '@storefront/shared/forms';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetBrandsQuery } from '../../api/products-api';
import { readListParams, type ProductListState } from './list-params';
import { useShopLanguages } from './shop-languages';

const Form = styled.form`
  display: grid;
  gap: 0.75rem 1rem;
  align-items: end;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  .search {
    grid-column: 1 / -1;
  }
  .actions {
    display: flex;
    gap: 0.75rem;
    align-items: center;
  }
`;

const choice = (value: boolean | undefined) => (value === undefined ? '' : String(value));

interface ListFiltersProps {
  lang: Language;
  state: ProductListState;
  onChange: (state: ProductListState) => void;
  /** The address of the list without filters. */
  clearHref: string;
}

/**
 * The product list's search and filters, applied together (the list follows the address, so a
 * filtered list can be bookmarked or sent to a colleague). Each control keeps what the address says.
 */
export function ListFilters({ lang, state, onChange, clearHref }: ListFiltersProps) {
  const { t } = useTranslation('admin');
  const { data: categories = [] } = useGetCategoriesQuery(lang);
  const { data: brands = [] } = useGetBrandsQuery();
  const languages = useShopLanguages();

  // The controls are named as the address's parameters: the form reads as the address does.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget) as unknown as Iterable<[string, string]>;
    onChange({ ...readListParams(new URLSearchParams([...form])), page: 1 });
  };

  // Keyed by the address's state, so going back or following a link shows its filters.
  return (
    <Form
      role="search"
      aria-label={t('products.list.filters')}
      onSubmit={submit}
      key={JSON.stringify(state)}
      data-testid="products-filters"
    >
      <div className="search">
        <Field label={t('products.list.search')} hint={t('products.list.search_hint')}>
          {(ids) => (
            <Input
              {...ids}
              type="search"
              name="q"
              defaultValue={state.q ?? ''}
              data-testid="products-search"
            />
          )}
        </Field>
      </div>
      <Field label={t('products.fields.category')}>
        {(ids) => (
          <Select
            {...ids}
            name="category"
            defaultValue={state.category ?? ''}
            data-testid="products-category"
          >
            <option value="">{t('products.list.all')}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('products.fields.brand')}>
        {(ids) => (
          <Select
            {...ids}
            name="brand"
            defaultValue={state.brand ?? ''}
            data-testid="products-brand"
          >
            <option value="">{t('products.list.all')}</option>
            {brands.map((brand) => (
              <option key={brand.slug} value={brand.slug}>
                {brand.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('products.list.stock')}>
        {(ids) => (
          <Select
            {...ids}
            name="inStock"
            defaultValue={choice(state.inStock)}
            data-testid="products-stock"
          >
            <option value="">{t('products.list.all')}</option>
            <option value="true">{t('products.list.in_stock')}</option>
            <option value="false">{t('products.list.sold_out')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('products.list.discount')}>
        {(ids) => (
          <Select
            {...ids}
            name="discounted"
            defaultValue={choice(state.discounted)}
            data-testid="products-discounted"
          >
            <option value="">{t('products.list.all')}</option>
            <option value="true">{t('products.list.discounted')}</option>
            <option value="false">{t('products.list.not_discounted')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('products.list.visibility')}>
        {(ids) => (
          <Select
            {...ids}
            name="hidden"
            defaultValue={choice(state.hidden)}
            data-testid="products-hidden"
          >
            <option value="">{t('products.list.all')}</option>
            <option value="false">{t('products.list.shown')}</option>
            <option value="true">{t('products.list.hidden')}</option>
          </Select>
        )}
      </Field>
      <Field label={t('products.list.texts')}>
        {(ids) => (
          <Select
            {...ids}
            name="missing"
            defaultValue={state.missing ?? ''}
            data-testid="products-missing"
          >
            <option value="">{t('products.list.all')}</option>
            <option value="any">{t('products.list.missing_any')}</option>
            {languages.all.map((language) => (
              <option key={language} value={language}>
                {t('products.list.missing_in', { language: t(`products.languages.${language}`) })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="actions">
        <Button type="submit" data-testid="products-apply">
          {t('products.list.apply')}
        </Button>
        <RouteLink to={clearHref}>{t('products.list.clear')}</RouteLink>
      </div>
    </Form>
  );
}
