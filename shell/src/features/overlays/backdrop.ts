import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

/** The dimmed page behind the shell's modal dialogs (an overlay, the phone's menu). */
export const Backdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 110;
  background: rgb(2 6 23 / 0.55);
`;
