import {
  REMOTE_NAMES,
  TEAMS,
  type RemoteName,
  type RouteDeclaration,
} from '@storefront/shared/core';

/**
 * Remotes that are an application apart: every page of theirs has a layout of its own (the back
 * office). A shopper's page needs nothing of them, so it does not connect to them ahead.
 */
export const SEPARATE_REMOTES: readonly RemoteName[] = REMOTE_NAMES.filter((name) =>
  Object.values(TEAMS[name].routes as Record<string, string | RouteDeclaration>).every(
    (route) => typeof route !== 'string' && route.layout !== undefined,
  ),
);

/**
 * The origins a page of a remote connects to ahead: every remote's but a separate
 * application's, unless the page is its own.
 */
export function preconnectOriginsOf(remotes: Record<RemoteName, { url: string }>) {
  return (owner: RemoteName | undefined): string[] => [
    ...new Set(
      REMOTE_NAMES.filter((name) => !SEPARATE_REMOTES.includes(name) || name === owner).map(
        (name) => new URL(remotes[name].url).origin,
      ),
    ),
  ];
}
