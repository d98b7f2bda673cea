import * as Dialog from '@radix-ui/react-dialog';
import { Button, Spinner } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
  width: min(34rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Title = styled(Dialog.Title)`
  margin: 0 2.5rem 1rem 0;
  font-size: 1.375rem;
`;

const Close = styled(Dialog.Close)`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
`;

/** The form of a dialog: its fields one under another. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-top: 1rem;
`;

/** A dialog's buttons, side by side. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * A dialog of the back office (Radix Dialog): the focus moves to its first control and is kept
 * inside, Escape and the backdrop close it, and the focus goes back to what opened it (its
 * trigger, `Dialog.Trigger` of the caller, or the element `returnTo` gives).
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  testId,
  focusAfterClose,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence that says what the dialog is for (read with its title). */
  description?: ReactNode;
  trigger?: ReactNode;
  testId?: string;
  /**
   * Where the focus goes once it closes, when not back to its trigger (the message of what it
   * did, when the trigger is gone): null for the trigger.
   */
  focusAfterClose?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Backdrop />
        <Content
          data-testid={testId}
          onCloseAutoFocus={(event) => {
            const target = focusAfterClose?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // The first field rather than the close button, which comes first in Radix's order.
            const first = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
              'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [data-autofocus]',
            );
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
        >
          <Title>{title}</Title>
          {description && <Dialog.Description>{description}</Dialog.Description>}
          {children}
          <Close aria-label={t('overlays.close')}>×</Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog form's buttons: the submit (a spinner while `busy`) and the cancel, which closes the
 * dialog (`onCancel`).
 */
export function DialogButtons({
  submitLabel,
  busy,
  onCancel,
  testId,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** The submit's test id. */
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <DialogActions>
      <Button type="submit" disabled={busy} data-testid={testId}>
        {busy && <Spinner aria-hidden="true" />}
        {submitLabel}
      </Button>
      <Button type="button" $variant="ghost" onClick={onCancel}>
        {t('staff.cancel')}
      </Button>
    </DialogActions>
  );
}
