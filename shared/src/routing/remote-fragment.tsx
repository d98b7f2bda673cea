import { createElement, type ComponentType, type ReactNode } from 'react';
import type { Language } from '../contracts/languages';
import type { RemoteName } from './routes';

export interface RemoteFragmentProps {
  remote: RemoteName;
  /** The widget's name in the remote's `widgets` (e.g. AddToCart). */
  name: string;
  lang: Language;
  /** Shown when its remote is down or does not provide it (and while it loads, by default). */
  fallback?: ReactNode;
  /** Shown while it loads, keeping its place on the page. */
  placeholder?: ReactNode;
  /**
   * Load at once rather than after the page's own content, when the browser is idle: only for
   * a fragment without which the page cannot be used at all.
   */
  eager?: boolean;
  [prop: string]: unknown;
}

let renderer: ComponentType<RemoteFragmentProps> | null = null;

/** The shell sets how fragments are loaded (through the federation runtime). */
export function setFragmentRenderer(next: ComponentType<RemoteFragmentProps>): void {
  renderer = next;
}

/**
 * Another team's fragment, embedded by name and never imported: the shell loads it from its
 * remote, and the fallback stands in while it loads or when it cannot (also in a remote's
 * standalone harness, where there is no shell).
 */
export function RemoteFragment(props: RemoteFragmentProps) {
  return renderer ? createElement(renderer, props) : <>{props.fallback ?? null}</>;
}
