import { Button } from '@storefront/shared';
import { AUDIT_RECORD_KINDS } from '@storefront/shared/admin';
import { Field, Input } from '@storefront/shared/forms';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, SearchFilters } from '../../features/lists/search-filters';

export const AUDIT_FILTERS = ['entity', 'entityId', 'actor', 'action', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTERS)[number];

/** The audit page's filters, as the address has them (days as `2031-03-01`, the shop's). */
export function AuditFilters({
  values,
  onApply,
}: {
  values: Record<AuditFilterKey, string | undefined>;
  onApply: (values: Record<AuditFilterKey, string | undefined>) => void;
}) {
  const { t } = useTranslation('admin');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply(
      Object.fromEntries(
        AUDIT_FILTERS.map((key) => [key, String(data.get(key) ?? '').trim() || undefined]),
      ) as Record<AuditFilterKey, string | undefined>,
    );
  };
  const text = (key: AuditFilterKey, type = 'text') => (
    <Field label={t(`audit.filters.${key}`)}>
      {(ids) => (
        <Input
          {...ids}
          name={key}
          type={type}
          defaultValue={values[key]}
          data-testid={`audit-filter-${key}`}
        />
      )}
    </Field>
  );
  return (
    <SearchFilters values={values} onSubmit={onSubmit}>
      <FilterSelect
        name="entity"
        label={t('audit.filters.entity')}
        value={values.entity}
        options={AUDIT_RECORD_KINDS.map((kind) => ({
          value: kind,
          label: t(`audit.kinds.${kind}`),
        }))}
        testId="audit-filter-entity"
      />
      {text('entityId')}
      {text('actor', 'email')}
      {text('action')}
      {text('from', 'date')}
      {text('to', 'date')}
      <Button type="submit" $variant="secondary" data-testid="audit-filter-apply">
        {t('lists.apply')}
      </Button>
    </SearchFilters>
  );
}
