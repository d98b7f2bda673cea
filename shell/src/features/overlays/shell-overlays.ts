import type { OVERLAY_OWNERS, OverlayComponent, OverlayName, OwnedBy } from '@storefront/shared';
import { lazy } from 'react';

/** The overlays the shell provides itself (OVERLAY_OWNERS names them). */
export const SHELL_OVERLAYS: {
  [N in OwnedBy<typeof OVERLAY_OWNERS, 'shell'>]: OverlayComponent;
} = {
  'cookie-settings': lazy(
    () => import(/* webpackChunkName: "cookie-settings" */ '../consent/cookie-settings'),
  ),
};

/** Whether the shell provides an overlay itself (no remote needs to load for it). */
export function isShellOverlay(id: OverlayName): id is keyof typeof SHELL_OVERLAYS {
  return Object.hasOwn(SHELL_OVERLAYS, id);
}
