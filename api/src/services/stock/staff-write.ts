import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { Actor } from '../audit/audit';
import { CACHE_TAGS } from '../events/invalidation';

/**
 * A staff write's context: who makes it (for the audit record and the stock records), and how
 * it says which cached answers it makes stale (`request.invalidate`).
 */
export interface StaffWrite {
  actor: Actor;
  invalidate: (tx: Database, tags: string[]) => Promise<void>;
}

/**
 * Inside the transaction that changed the products' stock: their pages and every listing (which
 * shows whether a product is in stock) are stale once it commits, on every replica.
 */
export function stockChanged(tx: Database, write: StaffWrite, productIds: readonly string[]) {
  return write.invalidate(tx, [
    ...new Set(productIds.map((id) => CACHE_TAGS.product(id))),
    CACHE_TAGS.listings,
  ]);
}

/** The staff write a request makes (on a route guarded by a permission). */
export async function staffWrite(request: FastifyRequest): Promise<StaffWrite> {
  return { actor: await request.actor(), invalidate: request.invalidate.bind(request) };
}
