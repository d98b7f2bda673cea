import { toast } from '@storefront/shared';
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useIdle } from '../fragments/use-idle';

const ToastViewport = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-viewport'));

/**
 * Where the toasts appear. Their code (Radix Toast) is not part of the first paint: it loads when
 * the browser is idle, or at once when a toast arrives before that.
 */
export function ToastRegion() {
  const idle = useIdle();
  const hasToasts = useSyncExternalStore(
    toast.subscribe,
    () => toast.getSnapshot().length > 0,
    () => false,
  );
  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
