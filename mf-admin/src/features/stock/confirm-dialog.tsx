import { Button, Spinner } from '@storefront/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@storefront/shared/kit';
import styled from 'styled-components';
import { StockDialog, type StockDialogProps } from './dialog';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colors.error};
`;

interface ConfirmDialogProps extends StockDialogProps {
  /** What the action will do, said before it is taken. */
  children: ReactNode;
  confirmLabel: string;
  /** Takes the action: answers why it was refused (said in the dialog), or null once done. */
  onConfirm: () => Promise<string | null>;
}

/** An action that cannot simply be undone, asked once more in a dialog before it is taken. */
export function ConfirmDialog({
  onClose,
  children,
  confirmLabel,
  onConfirm,
  ...dialog
}: ConfirmDialogProps) {
  const { testId } = dialog;
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  return (
    <StockDialog {...dialog} onClose={close}>
      <Body>
        {children}
        {refusal && (
          <Refused role="alert" data-testid={`${testId}-refusal`}>
            {refusal}
          </Refused>
        )}
        <DialogActions>
          <Button
            type="button"
            disabled={busy}
            data-testid={`${testId}-confirm`}
            onClick={async () => {
              setBusy(true);
              const refused = await onConfirm();
              setBusy(false);
              setRefusal(refused);
            }}
          >
            {busy && <Spinner aria-hidden="true" />}
            {confirmLabel}
          </Button>
          <Button type="button" $variant="ghost" onClick={close}>
            {t('supplies.keep')}
          </Button>
        </DialogActions>
      </Body>
    </StockDialog>
  );
}
