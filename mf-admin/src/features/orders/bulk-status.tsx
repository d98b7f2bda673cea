import { Button, localizedText, normalizeError } from '@storefront/shared';
import type { BulkStatusResult } from '@storefront/shared/admin';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChangeOrderStatusesMutation } from '../../api/orders-api';
import { Control, Problem } from './controls';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
    align-self: center;
    font-weight: 600;
  }
`;

const Results = styled.section`
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
  li[data-ok='false'] {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** Why an order of a bulk change was not moved, in words a staff member reads. */
export function useRefusalReason() {
  const { t, i18n } = useTranslation('admin');
  return (result: Extract<BulkStatusResult, { ok: false }>, to: OrderStatus) => {
    const status = (value: OrderStatus) => t(`orders.names.statuses.${value}`);
    switch (result.code) {
      case 'ORDER_NOT_FOUND':
        return t('orders.reasons.not_found');
      case 'ORDER_RESTORE_CANNOT_BE_PROCESSED':
        return t('orders.reasons.short', {
          products: (result.products ?? [])
            .map((product) => localizedText(product.name, i18n.language))
            .join(', '),
        });
      case 'ENTITY_ACTION_NOT_ALLOWED':
        return result.status && result.status !== to
          ? t('orders.reasons.not_allowed', { from: status(result.status), to: status(to) })
          : t('orders.reasons.changed');
      default:
        return t('orders.reasons.other');
    }
  };
}

interface BulkStatusProps {
  selected: string[];
  /** The bulk change was made: the selection is cleared. */
  onDone: () => void;
}

/**
 * One action for the orders ticked in the list: move them all to one status (with a note).
 * Each is checked on its own by the API; the result says, order by order, which moved and
 * which did not and why, and takes the focus.
 */
export function BulkStatus({ selected, onDone }: BulkStatusProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [change, { data, error, isLoading, reset }] = useChangeOrderStatusesMutation();
  const [target, setTarget] = useState<OrderStatus>('CONFIRMED');
  const heading = useRef<HTMLHeadingElement>(null);
  const reason = useRefusalReason();
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status || selected.length === 0) return;
    reset();
    setTarget(status);
    const answer = await change({
      orderIds: selected,
      status,
      ...(note.trim() && { note: note.trim() }),
    });
    if ('data' in answer) onDone();
  };
  const moved = data?.results.filter((result) => result.ok).length ?? 0;
  return (
    <>
      <Bar aria-label={t('orders.bulk.label')} onSubmit={submit} data-testid="bulk-status">
        <p>{t('orders.bulk.selected', { count: selected.length })}</p>
        <Control>
          {t('orders.bulk.status')}
          <select
            value={status}
            required
            data-testid="bulk-status-choice"
            onChange={(event) => setStatus(event.target.value as OrderStatus)}
          >
            <option value="">{t('orders.bulk.choose')}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`orders.names.statuses.${value}`)}
              </option>
            ))}
          </select>
        </Control>
        <Control>
          {t('orders.bulk.note')}
          <input
            value={note}
            maxLength={500}
            data-testid="bulk-status-note"
            onChange={(event) => setNote(event.target.value)}
          />
        </Control>
        <Button
          type="submit"
          disabled={selected.length === 0 || !status || isLoading}
          aria-describedby={`${id}-count`}
          data-testid="bulk-status-apply"
        >
          {t('orders.bulk.apply')}
        </Button>
        <span id={`${id}-count`} hidden>
          {t('orders.bulk.selected', { count: selected.length })}
        </span>
      </Bar>
      {error !== undefined && (
        <Problem role="alert">
          {t(
            `orders.reasons.${normalizeError(error).status === 'FETCH_ERROR' ? 'network' : 'other'}`,
          )}
        </Problem>
      )}
      {data && (
        <Results aria-labelledby={`${id}-results`} data-testid="bulk-results">
          <h2 id={`${id}-results`} ref={heading} tabIndex={-1}>
            {t('orders.bulk.result', { moved, total: data.results.length })}
          </h2>
          <ul>
            {data.results.map((result) => (
              <li
                key={result.orderId}
                data-ok={String(result.ok)}
                data-number={result.number}
                data-testid="bulk-result"
              >
                {result.ok
                  ? t('orders.bulk.moved', {
                      number: result.number,
                      status: t(`orders.names.statuses.${result.status}`),
                    })
                  : result.number === undefined
                    ? t('orders.bulk.unknown')
                    : t('orders.bulk.refused', {
                        number: result.number,
                        reason: reason(result, target),
                      })}
              </li>
            ))}
          </ul>
        </Results>
      )}
    </>
  );
}
