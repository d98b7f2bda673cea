import { localizedText, type Language, type StoreSlide } from '@storefront/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Region = styled.section`
  position: relative;
`;

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled.li`
  flex: 0 0 100%;
  scroll-snap-align: start;
  position: relative;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 8 / 3;
    object-fit: cover;
  }
`;

// On a small screen the picture is only ~150 px high, and a caption over it would hide most of
// it: the caption goes under the picture there, and over its corner from a tablet's width up.
const Caption = styled.p`
  margin: 0;
  padding: 0.5rem 0.25rem 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  font-weight: 700;
  ${({ theme }) => theme.media.md} {
    position: absolute;
    left: 1.5rem;
    bottom: 1.5rem;
    max-width: min(32rem, 60%);
    padding: 0.75rem 1rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    font-size: clamp(1rem, 2.5vw, 1.5rem);
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 0.75rem;
  button {
    width: 2.75rem;
    height: 2.75rem;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The home page's slides: a swipeable strip with a button per slide. */
export function Slides({
  slides,
  lang,
  fallbackLang,
}: {
  slides: StoreSlide[];
  lang: Language;
  fallbackLang: string;
}) {
  const { t } = useTranslation('catalog');
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;

  const show = (index: number) => {
    const list = track.current;
    if (!list) return;
    list.scrollTo({ left: index * list.clientWidth });
    setCurrent(index);
  };

  return (
    <Region aria-roledescription={t('home.carousel')} aria-label={t('home.slides')}>
      {/* The strip scrolls sideways; focusable, the keyboard scrolls it too. */}
      <Track
        ref={track}
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget;
          setCurrent(Math.round(list.scrollLeft / Math.max(list.clientWidth, 1)));
        }}
      >
        {slides.map((slide, index) => {
          const title = localizedText(slide.title, lang, fallbackLang);
          return (
            <Slide
              key={slide.id}
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slide_of', { index: index + 1, count: slides.length })}
            >
              <img
                src={slide.image}
                alt={title}
                width={1600}
                height={600}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              {title && <Caption>{title}</Caption>}
            </Slide>
          );
        })}
      </Track>
      {slides.length > 1 && (
        <Controls>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('home.show_slide', { index: index + 1 })}
              aria-current={index === current}
              onClick={() => show(index)}
            >
              {index + 1}
            </button>
          ))}
        </Controls>
      )}
    </Region>
  );
}
