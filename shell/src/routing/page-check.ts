import {
  shownPath,
  type PageModule,
  type RouteMiddlewareContext,
  type RouteMiddlewareResult,
} from '@storefront/shared';
import { trackSettled } from '../federation/render-cache';
import { runMiddleware, type MiddlewareOf } from './middleware';

const MAX_ENTRIES = 50;

/**
 * Runs a page's middleware, then starts its data requests (a guest sent to sign in never asks
 * for a customer's orders) alongside its validity check. A failed validity check gives 404 and
 * 'Page not found: {path}', or the status it names.
 */
export async function runPageCheck(
  page: PageModule,
  context: RouteMiddlewareContext,
  middlewareOf: MiddlewareOf,
): Promise<RouteMiddlewareResult> {
  const decided = await runMiddleware(page.middleware ?? [], context, middlewareOf);
  if (decided) return decided;
  void page.prefetch?.(context);
  const validity = page.validate ? await page.validate(context) : true;
  if (validity === false) {
    return { error: { status: 404, message: `Page not found: ${shownPath(context.path)}` } };
  }
  if (validity !== true) {
    return {
      error: { status: validity.status, message: `Page Not Available: ${shownPath(context.path)}` },
    };
  }
  return undefined;
}

/**
 * Runs a page's check (see runPageCheck) once per navigation, keyed by the history entry: one
 * app's own, so two apps in one process never read each other's outcome.
 */
export function createPageChecks(middlewareOf: MiddlewareOf) {
  const checks = new Map<string, Promise<RouteMiddlewareResult>>();
  return (key: string, page: PageModule, context: RouteMiddlewareContext) => {
    let pending = checks.get(key);
    if (!pending) {
      pending = trackSettled(runPageCheck(page, context, middlewareOf));
      checks.set(key, pending);
      if (checks.size > MAX_ENTRIES) checks.delete(checks.keys().next().value!);
    }
    return pending;
  };
}

/** Whether a page needs an asynchronous check before it renders. */
export function needsCheck(page: PageModule): boolean {
  return Boolean(page.validate || page.middleware?.length);
}
