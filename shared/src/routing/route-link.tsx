import { use, useCallback, type ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { ShellServicesContext } from '../shell/shell-services';

/**
 * What a link needs to preload its page (code and data) on the shopper's intent: a pointer on it
 * (a touch too, before the tap ends) or focus. Links merely in view preload nothing: a page shows
 * dozens, and a phone would spend its first seconds loading pages nobody opens.
 */
function usePreloadRoute(path: string) {
  // How a path is preloaded (its page module and data) is the shell's; remotes only link.
  const { preload: preloadPath } = use(ShellServicesContext);
  const preload = useCallback(() => preloadPath(path), [preloadPath, path]);
  return { onPointerEnter: preload, onFocus: preload };
}

type RouteLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link inside the storefront that preloads its page. */
export function RouteLink({ to, ...props }: RouteLinkProps) {
  const preload = usePreloadRoute(to);
  return <Link to={to} {...preload} {...props} />;
}

type RouteNavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/** A navigation link (marked when current) that preloads its page. */
export function RouteNavLink({ to, ...props }: RouteNavLinkProps) {
  const preload = usePreloadRoute(to);
  return <NavLink to={to} {...preload} {...props} />;
}
