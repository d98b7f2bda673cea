import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** Whether an action went through or was refused: the message's border. */
export type ActionResultTone = 'success' | 'error';

const Message = styled.p<{ $tone: ActionResultTone }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The status region: there before its text, so the text is announced as it comes. Empty, it is
 * out of the flow, so a panel's gaps do not grow around it.
 */
const Region = styled.div`
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`;

/** What an action on the page said, and how. */
export interface ActionResultText {
  text: string;
  tone?: ActionResultTone;
}

/**
 * What the last action on a page did ("Details saved", "Code X expired"), where the focus goes
 * after it: the button that acted was disabled while it worked, or is gone (a removed item, a
 * closed form), and the focus would otherwise fall to the page's body. The status region is
 * there before its text, so the text is announced as it comes; the message takes the focus (with
 * tabindex -1: Tab does not stop on it) and Tab goes on from where the action was.
 */
export const ActionResult = forwardRef<
  HTMLParagraphElement,
  { result: ActionResultText | null; testId: string; id?: string }
>(function ActionResult({ result, testId, id }, ref) {
  return (
    <Region role="status">
      {result && (
        <Message
          ref={ref}
          id={id}
          tabIndex={-1}
          $tone={result.tone ?? 'success'}
          data-testid={testId}
        >
          {result.text}
        </Message>
      )}
    </Region>
  );
});

/** An action's result shown in an `ActionResult` and given the focus (see ActionResult). */
export interface ActionResultState {
  result: ActionResultText | null;
  /** The message's element, as a callback ref. */
  target: (element: HTMLParagraphElement | null) => void;
  /**
   * Shows the text and focuses it once it is on the page (again when told the same); with
   * `focus: false` it is only announced, where the focus has a better place to go (the next item
   * of a list).
   */
  show: (text: string, options?: { tone?: ActionResultTone; focus?: boolean }) => void;
  /** Takes the message away (a new attempt begins). */
  clear: () => void;
}

/** The state of an action's result, shown by `<ActionResultOf state={…} testId="…" />`. */
export function useActionResult(): ActionResultState {
  const [shown, setShown] = useState<{
    result: ActionResultText;
    focus: boolean;
    time: number;
  } | null>(null);
  const element = useRef<HTMLParagraphElement | null>(null);
  const target = useCallback((node: HTMLParagraphElement | null) => {
    element.current = node;
  }, []);
  const show = useCallback<ActionResultState['show']>(
    (text, { tone = 'success', focus = true } = {}) =>
      setShown((previous) => ({ result: { text, tone }, focus, time: (previous?.time ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setShown(null), []);
  // After the commit that put the text on the page: the element exists then.
  useEffect(() => {
    if (shown?.focus) element.current?.focus();
  }, [shown]);
  return { result: shown?.result ?? null, target, show, clear };
}

/** The message of `useActionResult`'s state, focused when it says so (see ActionResult). */
export function ActionResultOf({
  state: { target, result },
  testId,
  id,
}: {
  state: ActionResultState;
  testId: string;
  id?: string;
}) {
  return <ActionResult ref={target} result={result} testId={testId} id={id} />;
}
