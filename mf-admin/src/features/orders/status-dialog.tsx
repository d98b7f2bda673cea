import * as Dialog from '@radix-ui/react-dialog';
import { Button, localizedText, normalizeError, type Language } from '@storefront/shared';
import type { OrderStatus } from '@storefront/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChangeOrderStatusMutation } from '../../api/orders-api';
import { Control, Hint, Problem } from './controls';
import { dateTime } from './formats';

const Backdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 110;
  background: rgb(2 6 23 / 0.55);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 111;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(30rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
`;

interface StatusDialogProps {
  orderId: string;
  number: number;
  from: OrderStatus;
  to: OrderStatus;
  version: number;
  lang: Language;
  onClose: (changed: boolean) => void;
  /** Where the focus goes once the dialog has closed (the dialog has no trigger of its own). */
  focusAfter: () => void;
}

/**
 * Asks to confirm one status change of an order, with an optional note for its history. A
 * refusal is said in the dialog, in the staff member's language: someone else changed the order
 * first (it is read again), the stock is short for a restore (the products named), the network.
 */
export function StatusDialog({
  orderId,
  number,
  from,
  to,
  version,
  lang,
  onClose,
  focusAfter,
}: StatusDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [note, setNote] = useState('');
  const [change, { error, isLoading }] = useChangeOrderStatusMutation();
  const restore = from === 'CANCELLED' && to === 'NEW';
  const status = (value: OrderStatus) => t(`orders.names.statuses.${value}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await change({
      orderId,
      lang,
      status: to,
      version,
      ...(note.trim() && { note: note.trim() }),
    });
    if ('data' in answer) onClose(true);
  };
  const problem = (() => {
    if (error === undefined) return null;
    const normalized = normalizeError(error);
    const conflict = normalized.conflict;
    if (conflict)
      return t('orders.order.conflict', {
        who: conflict.changedBy?.email ?? t('orders.order.someone'),
        when: conflict.changedAt ? dateTime(lang, conflict.changedAt) : '',
      });
    if (normalized.code === 'ORDER_RESTORE_CANNOT_BE_PROCESSED')
      return t('orders.order.restore_short', {
        products: (normalized.products ?? [])
          .map((product) => localizedText(product.name, i18n.language))
          .join(', '),
      });
    if (normalized.code === 'ENTITY_ACTION_NOT_ALLOWED') return t('orders.order.not_allowed');
    if (normalized.status === 'FETCH_ERROR') return t('orders.reasons.network');
    return t('orders.reasons.other');
  })();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Dialog.Portal>
        <Backdrop />
        <Content
          aria-describedby={`${id}-hint`}
          data-testid="status-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusAfter();
          }}
        >
          <Dialog.Title>
            {restore
              ? t('orders.order.restore_title', { number })
              : t('orders.order.move_title', { number, status: status(to) })}
          </Dialog.Title>
          <Hint id={`${id}-hint`}>
            {restore
              ? t('orders.order.restore_hint')
              : to === 'CANCELLED'
                ? t('orders.order.cancel_hint')
                : t('orders.order.move_hint', { from: status(from), to: status(to) })}
          </Hint>
          <form onSubmit={submit}>
            <Control>
              {t('orders.order.note')}
              <textarea
                value={note}
                maxLength={500}
                data-testid="status-note"
                onChange={(event) => setNote(event.target.value)}
              />
            </Control>
            {problem && (
              <Problem role="alert" data-testid="status-problem">
                {problem}
              </Problem>
            )}
            <Actions>
              <Dialog.Close asChild>
                <Button type="button" $variant="ghost">
                  {t('orders.order.back')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isLoading} data-testid="status-confirm">
                {restore ? t('orders.order.restore') : t('orders.order.confirm')}
              </Button>
            </Actions>
          </form>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
