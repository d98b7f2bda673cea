import { AUTH_OVERLAYS, overlay, type OverlayProps, type RemoteName } from '@storefront/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type OverlayComponent = LazyExoticComponent<ComponentType<OverlayProps>>;

const components = new Map<string, OverlayComponent>();

/** Adds an overlay (the shell's own, or one a remote provides) and makes its id openable. */
export function registerOverlay(id: string, component: OverlayComponent): void {
  components.set(id, component);
  overlay.register(id);
}

/**
 * The remotes' overlays by id and the remote that provides each: a page opened with
 * `?overlay=<id>` (the emailed password reset link) loads that remote first, since a remote
 * registers its overlays only once it is loaded.
 */
export const REMOTE_OVERLAYS: Readonly<Record<string, RemoteName>> = Object.fromEntries(
  Object.values(AUTH_OVERLAYS).map((id) => [id, 'profile']),
);

export function overlayComponent(id: string): OverlayComponent {
  const component = components.get(id);
  if (!component) throw new Error('Overlay not found');
  return component;
}

// The shell's own overlays.
registerOverlay(
  'cookie-settings',
  lazy(() => import(/* webpackChunkName: "cookie-settings" */ '../consent/cookie-settings')),
);
