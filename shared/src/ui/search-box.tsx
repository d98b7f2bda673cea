import {
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type FormEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import styled from 'styled-components';

const Form = styled.form`
  position: relative;
  display: flex;
  width: 100%;
  min-height: 2.75rem;
  input {
    flex: 1 1 auto;
    min-width: 0;
    height: 2.75rem;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 0;
    border-radius: ${({ theme }) => `${theme.radius.md} 0 0 ${theme.radius.md}`};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 2.75rem;
    height: 2.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

/**
 * What was typed into the box, and which of its controls had the focus (the words' field or the
 * search button), when one box gives way to another (the header's plain form to the catalog's
 * search with suggestions, once that has loaded, whenever the browser is idle): the next box takes
 * both over, so nothing typed is lost and the focus stays where the keyboard left it, not on
 * `<body>`.
 */
const handOver: { value: string; focused: 'words' | 'button' | null } = {
  value: '',
  focused: null,
};

export interface SearchBoxProps {
  /** The results listing: the form is a plain GET of it with `q`, so it works without scripts. */
  action: string;
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /**
   * With a `value` of its own (a combobox's), the box is given on mount what was typed into the
   * plain box before it, if anything.
   */
  onTypedBefore?: (text: string) => void;
  /** Props of the input (a combobox's); without `value`, the input keeps what is typed itself. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** Shown under the box (suggestions). */
  children?: ReactNode;
}

/** The shop's search box: a plain search form, which a richer search may enhance. */
export function SearchBox({
  action,
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onTypedBefore,
  inputProps = {},
  children,
}: SearchBoxProps) {
  const form = useRef<HTMLFormElement>(null);
  const controlled = inputProps.value !== undefined;

  useLayoutEffect(() => {
    const element = form.current?.elements.namedItem('q');
    const button = form.current?.querySelector('button[type="submit"]');
    if (!(element instanceof HTMLInputElement) || !(button instanceof HTMLButtonElement)) return;
    if (handOver.focused === 'words') {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    } else if (handOver.focused === 'button') button.focus();
    handOver.focused = null;
    return () => {
      const active = document.activeElement;
      handOver.focused = active === element ? 'words' : active === button ? 'button' : null;
    };
  }, []);

  // A box that keeps its own value takes the typed text over once it is on the page (a render
  // may be repeated, and the plain box before it may still be typed into meanwhile).
  const takeOver = useEffectEvent(() => {
    if (!controlled) return;
    const typed = handOver.value;
    handOver.value = '';
    if (typed) onTypedBefore?.(typed);
  });
  useLayoutEffect(() => takeOver(), []);

  return (
    <Form ref={form} role="search" action={action} method="get" onSubmit={onSubmit}>
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        {...(controlled
          ? {}
          : {
              defaultValue: handOver.value,
              onInput: (event) => (handOver.value = event.currentTarget.value),
            })}
        {...inputProps}
      />
      <button type="submit" aria-label={submitLabel}>
        <MagnifierIcon />
      </button>
      {children}
    </Form>
  );
}
