import { Button } from '@storefront/shared';
import { CONTACT_INBOX_STATES, CONTACT_REPLY_LIMITS } from '@storefront/shared/admin';
import { Field, Input } from '@storefront/shared/forms';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect, SearchFilters } from '../../features/lists/search-filters';

export const MESSAGE_FILTERS = ['q', 'state'] as const;
export type MessageFilterKey = (typeof MESSAGE_FILTERS)[number];

/** The inbox's filters, as the address has them: words to find, unread or read. */
export function MessageFilters({
  values,
  onApply,
}: {
  values: Record<MessageFilterKey, string | undefined>;
  onApply: (values: Record<MessageFilterKey, string | undefined>) => void;
}) {
  const { t } = useTranslation('admin');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: MessageFilterKey) => String(data.get(name) ?? '').trim() || undefined;
    onApply({ q: text('q'), state: text('state') });
  };
  return (
    <SearchFilters values={values} onSubmit={onSubmit}>
      <Field label={t('messages.search')}>
        {(ids) => (
          <Input
            {...ids}
            name="q"
            type="search"
            maxLength={CONTACT_REPLY_LIMITS.searchMax}
            defaultValue={values.q}
            data-testid="messages-filter-q"
          />
        )}
      </Field>
      <FilterSelect
        name="state"
        label={t('messages.state')}
        value={values.state}
        options={CONTACT_INBOX_STATES.map((state) => ({
          value: state,
          label: t(`messages.states.${state}`),
        }))}
        testId="messages-filter-state"
      />
      <Button type="submit" $variant="secondary" data-testid="messages-filter-apply">
        {t('lists.apply')}
      </Button>
    </SearchFilters>
  );
}
