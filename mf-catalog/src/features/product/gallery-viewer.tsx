import * as Dialog from '@radix-ui/react-dialog';
import { VisuallyHidden, imageSources } from '@storefront/shared';
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const VIEWER_WIDTH = 1280;
/** How far a finger must travel sideways for a swipe to change the picture. */
export const SWIPE_THRESHOLD_PX = 50;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgb(0 0 0 / 0.9);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 91;
  display: grid;
  grid-template-rows: auto 1fr;
  color: #fff;
  outline: none;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 1rem;
`;

const Stage = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 0;
  touch-action: pan-y;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
    user-select: none;
  }
`;

const Round = styled.button`
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 999px;
  background: rgb(255 255 255 / 0.15);
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Side = styled(Round)<{ $side: 'left' | 'right' }>`
  position: absolute;
  ${({ $side }) => $side}: 1rem;
`;

interface GalleryViewerProps {
  images: string[];
  /** The pictures' descriptions, where staff gave them (else the product's name and place). */
  alts?: string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The picture that opened the viewer: it gets the focus back. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The product's pictures full screen (Radix Dialog): arrows and swipes go through them, round
 * from the last to the first; Escape, the close button or the backdrop close it.
 */
export default function GalleryViewer({
  images,
  alts = [],
  name,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: GalleryViewerProps) {
  const { t } = useTranslation('catalog');
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const image = images[index] ?? images[0]!;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_THRESHOLD_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Overlay />
        <Content
          data-testid="gallery-viewer"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Bar>
            <Dialog.Title asChild>
              <VisuallyHidden>{t('viewer.title', { name })}</VisuallyHidden>
            </Dialog.Title>
            <span aria-live="polite" data-testid="gallery-viewer-position">
              {t('viewer.position', { index: index + 1, count })}
            </span>
            <Dialog.Close asChild>
              <Round type="button" aria-label={t('viewer.close')}>
                ×
              </Round>
            </Dialog.Close>
          </Bar>
          <Stage
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <img
              {...imageSources(image, VIEWER_WIDTH)}
              alt={alts[index] || t('viewer.picture', { name, index: index + 1, count })}
              width={VIEWER_WIDTH}
              height={VIEWER_WIDTH}
              draggable={false}
              data-testid="gallery-viewer-image"
            />
            {count > 1 && (
              <>
                <Side
                  $side="left"
                  type="button"
                  aria-label={t('viewer.previous')}
                  onClick={() => go(-1)}
                >
                  ‹
                </Side>
                <Side
                  $side="right"
                  type="button"
                  aria-label={t('viewer.next')}
                  onClick={() => go(1)}
                >
                  ›
                </Side>
              </>
            )}
          </Stage>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
