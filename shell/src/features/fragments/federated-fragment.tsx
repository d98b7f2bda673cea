import { FRAGMENT_OWNERS, type AnyRemoteFragmentProps, type Language } from '@storefront/shared';
import { Suspense, use, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useShellWiring } from '../../app/wiring-context';
import { ErrorBoundary } from '../errors/error-boundary';
import { reloadForChunkError } from '../build-updates/chunk-reload';
import { useIdle } from './use-idle';

function OwnersFragment({
  name,
  fallback,
  placeholder: _placeholder,
  eager: _eager,
  ...props
}: AnyRemoteFragmentProps) {
  const module = use(useShellWiring().remoteModules.get(FRAGMENT_OWNERS[name]));
  // The embedding page's props were checked against this fragment's contract, and the owner's
  // component against the same contract: the name ties them together.
  const Component = module.fragments[name] as ComponentType<{ lang: Language }> | undefined;
  return Component ? <Component {...props} /> : <>{fallback}</>;
}

/**
 * A cross-team fragment, loaded by name from the remote that owns it (never imported), with its
 * own error boundary so a remote that is down degrades only this slot. The remotes' components
 * reach it through RemoteFragment (ShellServices).
 */
export function FederatedFragment(props: AnyRemoteFragmentProps) {
  const fallback = props.fallback ?? null;
  const placeholder = props.placeholder ?? fallback;
  // A new page gives a failed fragment another chance (its remote may be back).
  const { pathname } = useLocation();
  const idle = useIdle();
  if (!props.eager && !idle) return <>{placeholder}</>;
  return (
    <ErrorBoundary fallback={() => fallback} resetKey={pathname} onError={reloadForChunkError}>
      <Suspense fallback={placeholder}>
        <OwnersFragment {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
