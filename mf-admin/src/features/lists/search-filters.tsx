import { Field, Select } from '@storefront/shared/forms';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Filters } from './table';

/**
 * A list's filters as a search form: its fields start from the address's values, and are made
 * again when those change (back and forth through the history).
 */
export function SearchFilters({
  values,
  onSubmit,
  children,
}: {
  values: Record<string, string | undefined>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Filters
      key={JSON.stringify(values)}
      onSubmit={onSubmit}
      role="search"
      aria-label={t('lists.filters')}
    >
      {children}
    </Filters>
  );
}

/** A filter chosen from a list, "All" first (no filter). */
export function FilterSelect({
  name,
  label,
  value,
  options,
  testId,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Field label={label}>
      {(ids) => (
        <Select {...ids} name={name} defaultValue={value ?? ''} data-testid={testId}>
          <option value="">{t('lists.all')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
