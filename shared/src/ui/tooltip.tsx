import {
  cloneElement,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { RadixTooltipProps } from './radix-tooltip';
import { TOOLTIP_DELAY_MS } from './tooltip-timing';

export { TOOLTIP_DELAY_MS };

type Loaded = ComponentType<RadixTooltipProps>;

/**
 * Radix's tooltip comes with a positioning library (about 20 KiB gzip), too much for the pages
 * whose buttons merely might show a tooltip. A trigger renders as itself until the shopper
 * points at it or focuses it; then that code loads, once per page, and takes the trigger over.
 */
let loaded: Loaded | null = null;
function loadTooltip(): Promise<Loaded> {
  return import('./radix-tooltip').then((module) => (loaded = module.default));
}

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A tooltip for one trigger element (which must accept a ref): 700 ms after the pointer rests on
 * it, or at once when it has the keyboard focus.
 */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
}) {
  const [Radix, setRadix] = useState<Loaded | null>(() => loaded);
  // Where the shopper is while the code loads: the trigger is handed over only between presses
  // (a click must not land on a button that is being replaced) and, while the pointer rests on
  // it, once the delay has passed, so the tooltip opens on time. As with Radix, a press closes
  // the tooltip, and focus that comes with a press does not open it.
  const [hover, setHover] = useState<'none' | 'waiting' | 'due'>('none');
  const [focus, setFocus] = useState<'none' | 'keyboard' | 'pointer'>('none');
  const [pressed, setPressed] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (hover !== 'waiting') return;
    const timer = setTimeout(() => setHover('due'), TOOLTIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hover]);

  if (Radix && hover !== 'waiting' && !pressed) {
    return (
      <Radix
        content={content}
        defaultOpen={!dismissed && (hover === 'due' || focus === 'keyboard')}
        focusOnMount={focus !== 'none'}
      >
        {children}
      </Radix>
    );
  }
  const wanted = () => {
    if (!Radix) void loadTooltip().then((component) => setRadix(() => component));
  };
  const { props } = children;
  return cloneElement(children, {
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      setHover('waiting');
      wanted();
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      setHover('none');
      setPressed(false);
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      setPressed(true);
      setDismissed(true);
    },
    onClick: (event) => {
      props.onClick?.(event);
      setPressed(false);
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      // A press has been rendered by now: React applies a discrete event's updates before the next.
      setFocus(pressed ? 'pointer' : 'keyboard');
      wanted();
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      setFocus('none');
    },
  });
}
