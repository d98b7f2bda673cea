import {
  OVERLAY_QUERY,
  isOverlayName,
  overlay,
  type Language,
  type OverlayProps,
} from '@storefront/shared';
import { Suspense, createElement, lazy, use, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useShellWiring } from '../../app/wiring-context';
import { ErrorBoundary } from '../errors/error-boundary';
import { rememberOpeners } from './opener';

const OverlayDialog = lazy(
  () => import(/* webpackChunkName: "overlay-dialog" */ './overlay-dialog'),
);

const useCurrentOverlay = () =>
  useSyncExternalStore(overlay.subscribe, overlay.getSnapshot, () => null);

/**
 * The open overlay, once its owner has provided it: it waits inside the dialog, so going from one
 * overlay to the next (sign in, then "create an account") keeps the dialog and its focus.
 */
function CurrentOverlay(props: OverlayProps) {
  const id = useCurrentOverlay();
  const { overlays } = useShellWiring();
  if (!id) return null;
  // The same component for an id every time (the wiring keeps it), so nothing remounts.
  return createElement(use(overlays.get(id)), props);
}

/**
 * Renders the open overlay, from the shell or from the remote that provides it (loaded first).
 * `?overlay=<id>` in the URL opens one on load (the emailed password reset link); an id that no
 * one provides is logged and dropped: 'Overlay not found'. Closing it removes the query.
 */
export function OverlayHost({ lang }: { lang: Language }) {
  const { overlays } = useShellWiring();
  const current = useCurrentOverlay();
  const [params, setParams] = useSearchParams();
  const requested = params.get(OVERLAY_QUERY);
  useEffect(rememberOpeners, []);

  useEffect(() => {
    if (!requested || requested === overlay.getSnapshot()) return;
    const drop = () => {
      console.error(`Overlay not found: ${requested}`);
      setParams((next) => (next.delete(OVERLAY_QUERY), next), { replace: true });
    };
    if (!isOverlayName(requested)) return drop();
    // Opened once its owner has provided it (a remote that cannot be loaded: 'Overlay not found').
    let current = true;
    overlays.get(requested).then(
      () => current && overlay.open(requested),
      () => current && drop(),
    );
    return () => {
      current = false;
    };
  }, [requested, setParams, overlays]);

  if (!current) return null;
  const close = () => {
    overlay.close();
    if (params.has(OVERLAY_QUERY))
      setParams((next) => (next.delete(OVERLAY_QUERY), next), { replace: true });
  };
  return (
    <ErrorBoundary resetKey={current} fallback={() => null} onError={() => overlay.close()}>
      <Suspense fallback={null}>
        <OverlayDialog Overlay={CurrentOverlay} lang={lang} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
