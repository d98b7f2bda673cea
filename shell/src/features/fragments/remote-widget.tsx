import type { RemoteFragmentProps } from '@storefront/shared';
import { Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary';
import { remoteModules } from '../../federation/pages';
import { reloadForChunkError } from '../build-updates/chunk-reload';
import { useIdle } from './use-idle';

type RemoteWidgetProps = RemoteFragmentProps;

function Widget({
  remote,
  name,
  fallback,
  placeholder: _placeholder,
  eager: _eager,
  ...props
}: RemoteWidgetProps) {
  const module = use(remoteModules.get(remote));
  const Component = module.widgets[name];
  return Component ? <Component {...props} lang={props.lang} /> : <>{fallback}</>;
}

/**
 * A cross-team fragment, loaded through the federation runtime by name (never imported), with
 * its own error boundary so a remote that is down degrades only this slot.
 */
export function RemoteWidget(props: RemoteWidgetProps) {
  const fallback = props.fallback ?? null;
  const placeholder = props.placeholder ?? fallback;
  // A new page gives a failed fragment another chance (its remote may be back).
  const { pathname } = useLocation();
  const idle = useIdle();
  if (!props.eager && !idle) return <>{placeholder}</>;
  return (
    <ErrorBoundary fallback={() => fallback} resetKey={pathname} onError={reloadForChunkError}>
      <Suspense fallback={placeholder}>
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
