import type { PromotionTarget } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { allCategories, productsNamed } from './repository';

/** The most products one search offers the promotion form's picker. */
const PICKER_LIMIT = 20;

/**
 * What a promotion may name (`GET admin/promotion-targets`): every category, or the products
 * found by a part of their name in any language (or of their slug).
 */
export function findTargets(
  db: Database,
  query: { kind: 'categories' | 'products'; q?: string },
): Promise<PromotionTarget[]> {
  if (query.kind === 'categories') return allCategories(db);
  return productsNamed(db, query.q ?? '', PICKER_LIMIT);
}
