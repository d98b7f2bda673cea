import { createContext, type ComponentType } from 'react';
import type { AnyRemoteFragmentProps } from '../fragments/fragment-props';

/**
 * What the shell gives the remotes' components: how another team's fragment renders (loaded
 * through the federation runtime) and how a link preloads its page. Without a shell (a remote's
 * standalone harness, a component's test) fragments show their fallback and links preload nothing.
 */
export interface ShellServices {
  Fragment: ComponentType<AnyRemoteFragmentProps>;
  preload: (path: string) => void;
}

export const STANDALONE_SERVICES: ShellServices = {
  Fragment: ({ fallback }) => <>{fallback ?? null}</>,
  preload: () => {},
};

export const ShellServicesContext = createContext<ShellServices>(STANDALONE_SERVICES);
