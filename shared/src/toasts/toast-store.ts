/** Toast constants. */
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_DURATION_MS = 5000;

/** foreground toasts are announced at once to screen readers; background ones politely. */
export const TOAST_TYPES = ['foreground', 'background'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export type ToastTone = 'info' | 'success' | 'error';

export interface ToastAction {
  label: string;
  /** What the action does, for screen readers (the action may be out of reach by then). */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  /** The toast's label: its title. */
  title: string;
  description?: string;
  type?: ToastType;
  tone?: ToastTone;
  /** Milliseconds before it closes; TOAST_DURATION_MS by default. */
  duration?: number;
  action?: ToastAction;
}

export interface Toast extends ToastInput {
  id: string;
  type: ToastType;
  tone: ToastTone;
  open: boolean;
  /** How many identical toasts this one stands for (1, then 2 and on as they repeat). */
  count: number;
}

/**
 * Identical toasts are one toast with a count: the same title, description, tone, type and
 * action label (pressing "Add to cart" seven times says "Added to your cart ×7", not seven times).
 */
function sameAs(item: Toast, input: ToastInput): boolean {
  return (
    item.open &&
    item.title === input.title &&
    item.description === input.description &&
    item.tone === (input.tone ?? 'info') &&
    item.type === (input.type ?? 'foreground') &&
    item.action?.label === input.action?.label
  );
}

type Listener = () => void;

function validate(input: ToastInput): void {
  if (input.type !== undefined && !(TOAST_TYPES as readonly string[]).includes(input.type)) {
    throw new Error(`Invalid toast type "${String(input.type)}": use foreground or background`);
  }
  if (!input.title?.trim()) throw new Error('A toast needs a label: the title is empty');
  if (input.action && !input.action.altText?.trim()) {
    throw new Error('A toast action needs an altText describing what it does');
  }
  if (input.action && !input.action.label?.trim()) throw new Error('A toast action needs a label');
}

/**
 * The toasts of the page: any team adds one with `toast.add(...)`; the shell renders them. At most
 * TOAST_LIMIT are open (the oldest close first); a closed toast is removed TOAST_REMOVE_DELAY_MS
 * later, once its exit animation is over.
 */
export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  function close(id: string): void {
    if (!toasts.some((item) => item.id === id && item.open)) return;
    emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
    setTimeout(() => emit(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
  }

  function add(input: ToastInput): string {
    validate(input);
    const repeated = toasts.find((item) => sameAs(item, input));
    if (repeated) {
      // The repeat takes the newest place, with the newest action and duration; the shell starts
      // its timer again (a new count is a new Radix toast: it is announced again).
      const merged: Toast = {
        ...repeated,
        action: input.action,
        duration: input.duration,
        count: repeated.count + 1,
      };
      emit([...toasts.filter((item) => item !== repeated), merged]);
      return repeated.id;
    }
    counter += 1;
    const id = `toast-${counter}`;
    emit([
      ...toasts,
      {
        ...input,
        id,
        type: input.type ?? 'foreground',
        tone: input.tone ?? 'info',
        open: true,
        count: 1,
      },
    ]);
    const open = toasts.filter((item) => item.open);
    for (const item of open.slice(0, Math.max(0, open.length - TOAST_LIMIT))) close(item.id);
    return id;
  }

  return {
    add,
    close,
    /** Closes every toast (on sign-out, say). */
    clear(): void {
      for (const item of toasts) close(item.id);
    },
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page's toasts (one instance: @storefront/shared is a federation singleton). */
export const toast = createToastStore();
