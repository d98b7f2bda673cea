import { imageSources } from '@storefront/shared';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// The full-screen viewer (Radix Dialog) loads when the shopper opens it.
const GalleryViewer = lazy(() => import('./gallery-viewer'));

const MAIN_WIDTH = 640;
const THUMB_WIDTH = 96;

const Frame = styled.div`
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The large picture opens the viewer. */
const Zoom = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  button {
    width: ${THUMB_WIDTH / 16}rem;
    height: ${THUMB_WIDTH / 16}rem;
    padding: 0;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The product's pictures: the chosen one large (the page's main image, loaded at once), thumbnails
 * to choose. A picture staff described reads its description, else the product's name.
 */
export function Gallery({
  images,
  alts = [],
  name,
}: {
  images: string[];
  alts?: string[];
  name: string;
}) {
  const { t } = useTranslation('catalog');
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(false);
  const zoomRef = useRef<HTMLButtonElement>(null);
  const shown = images[current] ?? images[0];
  if (!shown) return <Frame />;
  return (
    <div>
      <Frame>
        <Zoom
          ref={zoomRef}
          type="button"
          aria-label={t('viewer.open', { name })}
          aria-haspopup="dialog"
          onClick={() => setViewing(true)}
          data-testid="gallery-zoom"
        >
          <img
            {...imageSources(shown, MAIN_WIDTH)}
            alt={alts[current] || name}
            width={MAIN_WIDTH}
            height={MAIN_WIDTH}
            fetchPriority="high"
            data-testid="gallery-image"
          />
        </Zoom>
      </Frame>
      {viewing && (
        <Suspense fallback={null}>
          {/* The picture the shopper ends on stays the gallery's when the viewer closes. */}
          <GalleryViewer
            images={images}
            alts={alts}
            name={name}
            index={current}
            onIndexChange={setCurrent}
            onClose={() => setViewing(false)}
            returnFocusTo={zoomRef}
          />
        </Suspense>
      )}
      {images.length > 1 && (
        <Thumbs aria-label={t('product.pictures')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={t('product.picture', { index: index + 1 })}
                onClick={() => setCurrent(index)}
              >
                <img
                  {...imageSources(image, THUMB_WIDTH)}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_WIDTH}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </Thumbs>
      )}
    </div>
  );
}
