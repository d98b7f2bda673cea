import * as Dialog from '@radix-ui/react-dialog';
import type { Language, OverlayProps } from '@storefront/shared';
import {
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  DialogBackdrop,
  DialogCloseButton,
  DialogPanel,
  DialogTitle,
} from '@storefront/shared/kit';
import { returnFocus } from './opener';

function OverlayTitle({ children }: { children: ReactNode }) {
  return <DialogTitle>{children}</DialogTitle>;
}

/** What the keyboard can reach in a dialog, in document order. */
const TABBABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex="0"]';

/**
 * Once the overlay's content has come (its code loads when it is first opened), gives the focus to
 * its first control, where Radix, opening the dialog before the content was there, could only put
 * it on the close button. A focus the shopper has moved meanwhile stays where it is.
 */
function FocusFirstControl({
  content,
  close,
}: {
  content: RefObject<HTMLDivElement | null>;
  close: RefObject<HTMLButtonElement | null>;
}) {
  useEffect(() => {
    const dialog = content.current;
    const active = document.activeElement;
    if (!dialog || (active !== close.current && active !== dialog)) return;
    const first = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].find(
      (element) => element !== close.current,
    );
    first?.focus();
  }, [content, close]);
  return null;
}

/**
 * The dialog around an overlay (Radix Dialog): focus trapped, Escape and the backdrop close it,
 * and the focus goes back to the control that opened it.
 */
export default function OverlayDialog({
  Overlay,
  lang,
  onClose,
}: {
  Overlay: ComponentType<OverlayProps>;
  lang: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogBackdrop />
        <DialogPanel
          ref={content}
          aria-describedby={undefined}
          data-testid="overlay"
          onCloseAutoFocus={(event) => {
            // Radix would focus its Trigger, which an overlay opened by id does not have.
            event.preventDefault();
            returnFocus();
          }}
        >
          <Suspense fallback={<OverlayTitle>{t('loading')}</OverlayTitle>}>
            <Overlay lang={lang} onClose={onClose} Title={OverlayTitle} />
            <FocusFirstControl content={content} close={close} />
          </Suspense>
          <DialogCloseButton ref={close} aria-label={t('overlays.close')}>
            ×
          </DialogCloseButton>
        </DialogPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
