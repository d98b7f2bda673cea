import { useActionResult, type ActionResultState } from '@storefront/shared/kit';
import { useCallback, useMemo, useRef } from 'react';

/**
 * A page's result that a dialog tells what it did: the dialog, once closed, gives the focus to
 * the message (on the page by then), as `focusAfterClose={message}`. Shown with `focus: false`,
 * so the message and the dialog's return of the focus do not race.
 */
export function useResultAfterDialog(): {
  result: ActionResultState;
  message: () => HTMLParagraphElement | null;
} {
  const shown = useActionResult();
  const element = useRef<HTMLParagraphElement | null>(null);
  const { target } = shown;
  const track = useCallback(
    (node: HTMLParagraphElement | null) => {
      target(node);
      element.current = node;
    },
    [target],
  );
  const result = useMemo(() => ({ ...shown, target: track }), [shown, track]);
  return { result, message: () => element.current };
}
