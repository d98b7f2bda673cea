import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to render instead of the children once they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Changing it (e.g. the path) clears a caught error. */
  resetKey?: unknown;
  /** Told of every caught error (the chunk-reload guard listens here). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  caught: boolean;
  resetKey: unknown;
}

/** Keeps a failure inside its slot: a page or a fragment that throws degrades alone. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey
      ? { error: null, caught: false, resetKey: props.resetKey }
      : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A part of the page failed and shows its fallback:', error, info.componentStack);
    this.props.onError?.(error);
  }

  reset = () => this.setState({ error: null, caught: false });

  override render() {
    return this.state.caught
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
