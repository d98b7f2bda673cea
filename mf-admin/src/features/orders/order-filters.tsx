import { Button } from '@storefront/shared';
import type { AdminOrderFilter } from '@storefront/shared/admin';
import {
  CUSTOMER_TYPES,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
} from '@storefront/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Control } from './controls';

const Form = styled.form`
  display: grid;
  gap: 0.75rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  align-items: end;
`;

const Search = styled(Control)`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} {
    grid-column: span 2;
  }
`;

const Statuses = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-size: 0.875rem;
    font-weight: 600;
    padding: 0 0.25rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

interface OrderFiltersProps {
  filter: AdminOrderFilter;
  /** A new filter chosen: the list goes to its first page. */
  onApply: (filter: AdminOrderFilter) => void;
}

/**
 * The list's filters and its search box. What they hold is applied on submit (Enter in the
 * search box, or the button), and lives in the page's URL, so back and forward go through them.
 */
export function OrderFilters({ filter, onApply }: OrderFiltersProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState<AdminOrderFilter>(filter);
  const set = <K extends keyof AdminOrderFilter>(key: K, value: AdminOrderFilter[K] | '') =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));
  const toggleStatus = (status: OrderStatus, on: boolean) =>
    setDraft((current) => {
      const next = new Set(current.status ?? []);
      if (on) next.add(status);
      else next.delete(status);
      return { ...current, status: next.size > 0 ? [...next] : undefined };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const names = (group: string, key: string) => t(`orders.names.${group}.${key}`);
  return (
    <Form role="search" aria-label={t('orders.filters.label')} onSubmit={submit}>
      <Search>
        {t('orders.filters.search')}
        <input
          type="search"
          name="q"
          value={draft.q ?? ''}
          aria-describedby={`${id}-hint`}
          data-testid="orders-search"
          onChange={(event) => set('q', event.target.value)}
        />
        <span id={`${id}-hint`} style={{ fontWeight: 400 }}>
          {t('orders.filters.search_hint')}
        </span>
      </Search>
      <Statuses>
        <legend>{t('orders.filters.status')}</legend>
        {ORDER_STATUSES.map((status) => (
          <label key={status}>
            <input
              type="checkbox"
              checked={draft.status?.includes(status) ?? false}
              data-testid={`filter-status-${status}`}
              onChange={(event) => toggleStatus(status, event.target.checked)}
            />
            {names('statuses', status)}
          </label>
        ))}
      </Statuses>
      <Control>
        {t('orders.filters.payment')}
        <select
          value={draft.paymentMethod ?? ''}
          data-testid="filter-payment"
          onChange={(event) => set('paymentMethod', event.target.value as never)}
        >
          <option value="">{t('orders.filters.any')}</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {names('payment_methods', method)}
            </option>
          ))}
        </select>
      </Control>
      <Control>
        {t('orders.filters.delivery')}
        <select
          value={draft.deliveryMethod ?? ''}
          data-testid="filter-delivery"
          onChange={(event) => set('deliveryMethod', event.target.value as never)}
        >
          <option value="">{t('orders.filters.any')}</option>
          {DELIVERY_METHODS.map((method) => (
            <option key={method} value={method}>
              {names('delivery_methods', method)}
            </option>
          ))}
        </select>
      </Control>
      <Control>
        {t('orders.filters.customer')}
        <select
          value={draft.customerType ?? ''}
          data-testid="filter-customer"
          onChange={(event) => set('customerType', event.target.value as never)}
        >
          <option value="">{t('orders.filters.any')}</option>
          {CUSTOMER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`orders.customer_types.${type}`)}
            </option>
          ))}
        </select>
      </Control>
      <Control>
        {t('orders.filters.from')}
        <input
          type="date"
          value={draft.from ?? ''}
          max={draft.to}
          data-testid="filter-from"
          onChange={(event) => set('from', event.target.value)}
        />
      </Control>
      <Control>
        {t('orders.filters.to')}
        <input
          type="date"
          value={draft.to ?? ''}
          min={draft.from}
          data-testid="filter-to"
          onChange={(event) => set('to', event.target.value)}
        />
      </Control>
      <Actions>
        <Button type="submit" data-testid="filters-apply">
          {t('orders.filters.apply')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => onApply({})}>
          {t('orders.filters.clear')}
        </Button>
      </Actions>
    </Form>
  );
}
