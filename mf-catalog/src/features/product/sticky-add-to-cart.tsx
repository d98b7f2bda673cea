import {
  FOOT_BAR_PLACES,
  RemoteFragment,
  footBar,
  useFootBarClearance,
  usePriceFormatter,
  type Language,
  type ProductDetail,
} from '@storefront/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';

// Under the header's popovers, above the page; while the cookie banner shows, the bar stands on it
// (useFootBarClearance stacks them), so neither covers the other.
const Bar = styled.section`
  ${footBar(40)}
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem ${({ theme }) => theme.layout.gutter};
`;

const Summary = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  p {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p + p {
    font-weight: 700;
  }
`;

/** The button keeps its one line; the name gives way. */
const Buy = styled.div`
  flex: none;
`;

/** The share of the page's button on the screen that counts as all of it (sub-pixel rounding). */
const WHOLE = 0.99;

/** Far beyond any page's length, in px. */
const FAR = 1_000_000;

interface Watched {
  /** The page's own Add to cart: the bar shows while it is not wholly on the screen. */
  button: RefObject<HTMLElement | null>;
  /** The end of the product's content: the bar leaves the page's foot (and footer) uncovered. */
  end: RefObject<HTMLElement | null>;
}

/**
 * Whether the bar is wanted: a phone's screen, the page's own button off it (on a phone's first
 * screen the pictures come first and the button is below them), the product's end not yet reached.
 */
function useBarWanted({ button, end }: Watched): boolean {
  const { breakpoints } = useTheme();
  const [phone, setPhone] = useState(false);
  const [buttonAway, setButtonAway] = useState(false);
  const [endReached, setEndReached] = useState(false);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${breakpoints.md}px)`);
    const update = () => setPhone(!wide.matches);
    update();
    wide.addEventListener('change', update);
    return () => wide.removeEventListener('change', update);
  }, [breakpoints.md]);

  useEffect(() => {
    const target = button.current;
    if (!phone || !target) return;
    // Cut by the screen's edge counts as away: the bar's button is whole (and covers the cut).
    const observer = new IntersectionObserver(
      ([entry]) => setButtonAway(entry!.intersectionRatio < WHOLE),
      { threshold: [0, WHOLE] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [phone, button]);

  useEffect(() => {
    const target = end.current;
    if (!phone || !target) return;
    // The screen stretched far up: the end is reached once it is above the screen's bottom.
    const observer = new IntersectionObserver(([entry]) => setEndReached(entry!.isIntersecting), {
      rootMargin: `${FAR}px 0px 0px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [phone, end]);

  return phone && buttonAway && !endReached;
}

/**
 * On a phone, while the product's Add to cart is off the screen: a bar at the foot of the screen
 * with the name, the price and the checkout team's Add to cart again (its button alone).
 */
export function StickyAddToCart({
  product,
  lang,
  ...watched
}: Watched & { product: ProductDetail; lang: Language }) {
  const { t } = useTranslation('catalog');
  const format = usePriceFormatter(lang);
  const bar = useRef<HTMLElement>(null);
  const wanted = useBarWanted(watched);
  // What the keyboard focuses above the bar stays clear of it; the cookie banner stays under it.
  useFootBarClearance(bar, wanted, FOOT_BAR_PLACES.page);
  if (!wanted) return null;
  return (
    <Bar ref={bar} aria-label={t('product.quick_buy')} data-testid="sticky-add-to-cart">
      <Summary>
        <p>{product.name}</p>
        <p>{format(product.discountPrice ?? product.price)}</p>
      </Summary>
      <Buy>
        {/* Only ever rendered in the browser, after hydration: loaded at once, like the page's. */}
        <RemoteFragment name="AddToCart" lang={lang} product={product} compact eager />
      </Buy>
    </Bar>
  );
}
