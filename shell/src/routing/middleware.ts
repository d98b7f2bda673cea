import type {
  MiddlewareName,
  RouteMiddleware,
  RouteMiddlewareContext,
  RouteMiddlewareResult,
} from '@storefront/shared';

/**
 * Finds a middleware by name, from the remote that provides it (see the shell's wiring); a name
 * that no remote provides is a programming error: 'Unknown route middleware'.
 */
export type MiddlewareOf<Name extends string = MiddlewareName> = (
  name: Name,
) => Promise<RouteMiddleware>;

/** Runs a page's middleware in order; the first one that redirects or fails decides. */
export async function runMiddleware<Name extends string>(
  names: readonly Name[],
  context: RouteMiddlewareContext,
  middlewareOf: MiddlewareOf<Name>,
): Promise<RouteMiddlewareResult> {
  for (const name of names) {
    const middleware = await middlewareOf(name);
    const result = await middleware(context);
    if (result) return result;
  }
  return undefined;
}
