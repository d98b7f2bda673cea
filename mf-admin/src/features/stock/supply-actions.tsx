import {
  Button,
  Spinner,
  localePath,
  normalizeError,
  toast,
  type ErrorProduct,
  type Language,
} from '@storefront/shared';
import type { Supply } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  useCancelSupplyMutation,
  useDeleteSupplyMutation,
  useReceiveSupplyMutation,
} from '../../api/stock-api';
import { ConfirmDialog } from './confirm-dialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;

/** Products an error names, in the page language (else any language they have). */
const namesOf = (products: ErrorProduct[] | undefined, lang: Language) =>
  (products ?? [])
    .map((product) => product.name[lang] ?? Object.values(product.name)[0])
    .join(', ');

interface ActionsProps {
  supply: Supply;
  lang: Language;
  /** Moves the focus to the page's account of the delivery's state, once it has changed. */
  onMoved: () => void;
}

/**
 * A draft's actions: receive it (from the version the form shows, saved first), or remove it.
 * A receipt refused because the draft changed meanwhile is said here.
 */
export function DraftActions({
  supply,
  lang,
  onMoved,
  dirty,
  version,
}: ActionsProps & { dirty: boolean; version: number | undefined }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [receive, receiving] = useReceiveSupplyMutation();
  const [remove] = useDeleteSupplyMutation();
  const [removing, setRemoving] = useState(false);
  const [stale, setStale] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  return (
    <Card aria-labelledby="supply-receive">
      <h2 id="supply-receive">{t('supplies.receive_title')}</h2>
      <p>{t(dirty ? 'supplies.receive_unsaved' : 'supplies.receive_hint')}</p>
      {stale && (
        <p role="alert" data-testid="receive-stale">
          {t('supplies.receive_stale')}
        </p>
      )}
      <Row>
        <Button
          type="button"
          disabled={dirty || receiving.isLoading || version === undefined}
          data-testid="receive-supply"
          onClick={async () => {
            const result = await receive({ supplyId: supply.id, version: version!, lang });
            if ('error' in result) {
              setStale(normalizeError(result.error).code === 'ENTITY_ACTION_NOT_ALLOWED');
              return;
            }
            toast.add({
              title: t('supplies.received_toast', { number: supply.number }),
              tone: 'success',
            });
            onMoved();
          }}
        >
          {receiving.isLoading && <Spinner aria-hidden="true" />}
          {t('supplies.receive')}
        </Button>
        <Button
          ref={removeButton}
          type="button"
          $variant="ghost"
          data-testid="delete-supply"
          onClick={() => setRemoving(true)}
        >
          {t('supplies.delete')}
        </Button>
      </Row>
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        returnFocus={() => removeButton.current}
        title={t('supplies.delete_title', { number: supply.number })}
        testId="delete-dialog"
        confirmLabel={t('supplies.delete')}
        onConfirm={async () => {
          const result = await remove({ supplyId: supply.id });
          if ('error' in result) return t('supplies.delete_refused');
          toast.add({ title: t('supplies.deleted', { number: supply.number }), tone: 'success' });
          void navigate(localePath('admin-supplies', {}, lang), { replace: true });
          return null;
        }}
      >
        <p>{t('supplies.delete_text')}</p>
      </ConfirmDialog>
    </Card>
  );
}

/**
 * A received delivery's action: cancel its receipt (booked by mistake), taking its quantities
 * back; refused, and said in the dialog with the products, when some were sold meanwhile.
 */
export function ReceivedActions({ supply, lang, onMoved }: ActionsProps) {
  const { t } = useTranslation('admin');
  const [cancel] = useCancelSupplyMutation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  return (
    <Card aria-labelledby="supply-cancel">
      <h2 id="supply-cancel">{t('supplies.cancel_title')}</h2>
      <p>{t('supplies.cancel_hint')}</p>
      <div>
        <Button
          ref={opener}
          type="button"
          $variant="ghost"
          data-testid="cancel-supply"
          onClick={() => setOpen(true)}
        >
          {t('supplies.cancel')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        // Once cancelled, the button goes: the page's account of the state takes the focus.
        returnFocus={() => (cancelled.current ? null : opener.current)}
        title={t('supplies.cancel_confirm_title', { number: supply.number })}
        testId="cancel-dialog"
        confirmLabel={t('supplies.cancel')}
        onConfirm={async () => {
          const result = await cancel({ supplyId: supply.id, version: supply.version, lang });
          if ('error' in result) {
            const error = normalizeError(result.error);
            return error.code === 'SUPPLY_PRODUCT_MORE_THAN_AVAILABLE'
              ? t('supplies.cancel_sold', { names: namesOf(error.products, lang) })
              : t('supplies.cancel_refused');
          }
          cancelled.current = true;
          setOpen(false);
          toast.add({
            title: t('supplies.cancelled_toast', { number: supply.number }),
            tone: 'success',
          });
          onMoved();
          return null;
        }}
      >
        <p>{t('supplies.cancel_text')}</p>
      </ConfirmDialog>
    </Card>
  );
}
