import { useCallback, useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { Link, NavLink } from 'react-router';
import { afterFirstPage } from './first-page';

/** Preloads a path's page: its code, and with `withData` the data it shows too. */
type Preloader = (path: string, withData: boolean) => void;
let preloader: Preloader = () => {};

/** The shell sets how a path is preloaded (its page module and data); remotes only link. */
export function setRoutePreloader(next: Preloader): void {
  preloader = next;
}

let observer: IntersectionObserver | null = null;
const observed = new WeakMap<Element, string>();

function observe(element: Element, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = observed.get(entry.target);
      // Links in view preload their page's code, once the page's own content is shown and the
      // browser is idle; their data waits for the shopper's intent (a pointer on the link, or
      // focus), so a page in view of many links does not ask the API for all of them.
      if (target) afterFirstPage(() => preloader(target, false));
      observer?.unobserve(entry.target);
    }
  });
  observed.set(element, path);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/**
 * What a link needs to preload its route: its code when it comes into view, its data too on
 * hover, touch or focus, so the page is ready when the shopper clicks.
 */
export function usePreloadRoute<T extends Element>(path: string) {
  const ref = useRef<T | null>(null);
  useEffect(() => (ref.current ? observe(ref.current, path) : undefined), [path]);
  const preload = useCallback(() => preloader(path, true), [path]);
  return { ref: ref as Ref<T>, onPointerEnter: preload, onFocus: preload };
}

type RouteLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link inside the storefront that preloads its page. */
export function RouteLink({ to, ...props }: RouteLinkProps) {
  const preload = usePreloadRoute<HTMLAnchorElement>(to);
  return <Link to={to} {...preload} {...props} />;
}

type RouteNavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/** A navigation link (marked when current) that preloads its page. */
export function RouteNavLink({ to, ...props }: RouteNavLinkProps) {
  const preload = usePreloadRoute<HTMLAnchorElement>(to);
  return <NavLink to={to} {...preload} {...props} />;
}
