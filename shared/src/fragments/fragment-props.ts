import type { ReactNode } from 'react';
import type { FragmentName, FragmentProps } from '../contracts/cross-team';

/** How a fragment's slot on the page behaves, whichever fragment it holds. */
export interface FragmentSlot {
  /** Shown when its remote is down or does not provide it (and while it loads, by default). */
  fallback?: ReactNode;
  /** Shown while it loads, keeping its place on the page. */
  placeholder?: ReactNode;
  /**
   * Load at once rather than after the page's own content, when the browser is idle: only for
   * a fragment without which the page cannot be used at all.
   */
  eager?: boolean;
}

/** A fragment by name, with the props its contract gives it (FragmentContracts). */
export type RemoteFragmentProps<N extends FragmentName> = FragmentSlot & {
  name: N;
} & FragmentProps<N>;

/** Any fragment's props: what the shell's renderer receives. */
export type AnyRemoteFragmentProps = { [N in FragmentName]: RemoteFragmentProps<N> }[FragmentName];
