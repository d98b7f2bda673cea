import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DialogBackdrop,
  DialogCloseButton,
  DialogPanel,
  DialogTitle,
} from '@storefront/shared/kit';

export interface StockDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Where the focus goes when it closes: the control that opened it, or something meaningful
   * near it when that is gone (a row that left a filtered list).
   */
  returnFocus: () => HTMLElement | null | undefined;
  title: string;
  testId: string;
  children: ReactNode;
}

/**
 * A modal dialog of the stock pages (Radix Dialog): the focus is trapped in it and starts on its
 * first field, Escape, the close button and the backdrop close it, and the focus then goes back
 * to the control that opened it (`returnFocus`).
 */
export function StockDialog({
  open,
  onClose,
  returnFocus,
  title,
  testId,
  children,
}: StockDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogBackdrop />
        <DialogPanel
          aria-describedby={undefined}
          data-testid={testId}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
        >
          <DialogTitle>{title}</DialogTitle>
          {children}
          <DialogCloseButton aria-label={t('overlays.close')}>×</DialogCloseButton>
        </DialogPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
