import { Button } from '@storefront/shared';
import { PROMO_CODE_STATES } from '@storefront/shared/admin';
import { Field, Input, Select } from '@storefront/shared/forms';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Filters } from '../../features/lists/table';

export type PromoCodeFilterKey = 'q' | 'state' | 'customer';

/** The list's filters, as the address has them; applied together with the button (or Enter). */
export function PromoCodeFilters({
  values,
  onApply,
}: {
  values: Record<PromoCodeFilterKey, string | undefined>;
  onApply: (values: Record<PromoCodeFilterKey, string | undefined>) => void;
}) {
  const { t } = useTranslation('admin');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    onApply({ q: text('q'), state: text('state'), customer: text('customer') });
  };
  // Keyed by the address, so going back shows the filters of the list shown.
  const key = JSON.stringify(values);
  return (
    <Filters key={key} onSubmit={onSubmit} role="search" aria-label={t('lists.filters')}>
      <Field label={t('promo_codes.search')}>
        {(ids) => (
          <Input {...ids} name="q" type="search" defaultValue={values.q} data-testid="filter-q" />
        )}
      </Field>
      <Field label={t('promo_codes.state')}>
        {(ids) => (
          <Select
            {...ids}
            name="state"
            defaultValue={values.state ?? ''}
            data-testid="filter-state"
          >
            <option value="">{t('lists.all')}</option>
            {PROMO_CODE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`promo_codes.states.${state}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('promo_codes.customer_filter')}>
        {(ids) => (
          <Input
            {...ids}
            name="customer"
            type="email"
            defaultValue={values.customer}
            data-testid="filter-customer"
          />
        )}
      </Field>
      <Button type="submit" $variant="secondary" data-testid="filter-apply">
        {t('lists.apply')}
      </Button>
    </Filters>
  );
}
