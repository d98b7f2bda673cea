import { OVERLAY_QUERY, overlay, type Language } from '@storefront/shared';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary';
import { remoteModules } from '../../federation/pages';
import { rememberOpeners } from './opener';
import { REMOTE_OVERLAYS, overlayComponent } from './registry';

const OverlayDialog = lazy(
  () => import(/* webpackChunkName: "overlay-dialog" */ './overlay-dialog'),
);

/**
 * Renders the open overlay. `?overlay=<id>` in the URL opens one on load (an unknown id is
 * logged and dropped: 'Overlay not found'); closing it removes the query.
 */
export function OverlayHost({ lang }: { lang: Language }) {
  const current = useSyncExternalStore(overlay.subscribe, overlay.getSnapshot, () => null);
  const [params, setParams] = useSearchParams();
  const requested = params.get(OVERLAY_QUERY);
  useEffect(rememberOpeners, []);

  useEffect(() => {
    if (!requested || requested === overlay.getSnapshot()) return;
    const open = () => {
      try {
        overlay.open(requested);
      } catch (error) {
        console.error(`${(error as Error).message}: ${requested}`);
        setParams((next) => (next.delete(OVERLAY_QUERY), next), { replace: true });
      }
    };
    const owner = REMOTE_OVERLAYS[requested];
    if (overlay.isRegistered(requested) || !owner) return open();
    // A remote's overlay: its remote registers it once loaded (a failed load: 'Overlay not found').
    let current = true;
    void remoteModules
      .get(owner)
      .catch(() => undefined)
      .then(() => current && open());
    return () => {
      current = false;
    };
  }, [requested, setParams]);

  if (!current) return null;
  const close = () => {
    overlay.close();
    if (params.has(OVERLAY_QUERY))
      setParams((next) => (next.delete(OVERLAY_QUERY), next), { replace: true });
  };
  return (
    <ErrorBoundary resetKey={current} fallback={() => null}>
      <Suspense fallback={null}>
        <OverlayDialog Overlay={overlayComponent(current)} lang={lang} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
