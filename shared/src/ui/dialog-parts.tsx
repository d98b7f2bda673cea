import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

/*
 * The look of the shop's modal dialogs (Radix Dialog's parts, styled once): the shell's overlays
 * and the back office's dialogs share it.
 */

/** The dimmed page behind a modal dialog. */
export const DialogBackdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 110;
  background: rgb(2 6 23 / 0.55);
`;

/** A modal dialog's box, centred over the backdrop, scrolling when taller than the screen. */
export const DialogPanel = styled(Dialog.Content)`
  position: fixed;
  z-index: 111;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

/** Its title, clear of the close button. */
export const DialogTitle = styled(Dialog.Title)`
  margin: 0 2.5rem 1rem 0;
  font-size: 1.375rem;
`;

/** Its close button, in the top corner (labelled by the caller: it shows only "×"). */
export const DialogCloseButton = styled(Dialog.Close)`
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

/** A dialog's buttons, in a row that wraps. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
