import type {
  RouteMiddleware,
  RouteMiddlewareContext,
  RouteMiddlewareResult,
} from '@storefront/shared';

const registry = new Map<string, RouteMiddleware>();

/** Adds named route middleware (remotes add theirs through their `middleware` map). */
export function registerMiddleware(name: string, middleware: RouteMiddleware): void {
  registry.set(name, middleware);
}

/**
 * Runs a page's middleware in order; the first one that redirects or fails decides. A name that
 * nobody registered is a programming error: 'Unknown route middleware'.
 */
export async function runMiddleware(
  names: readonly string[],
  context: RouteMiddlewareContext,
): Promise<RouteMiddlewareResult> {
  for (const name of names) {
    const middleware = registry.get(name);
    if (!middleware) throw new Error('Unknown route middleware');
    const result = await middleware(context);
    if (result) return result;
  }
  return undefined;
}
