import type { Database } from '../../db/database';
import { navigationBarRow, setNavigationBar } from './repository';

/**
 * Keeps the navigation bar's categories (named there by slug) with a category renamed to another
 * slug (`to`) or removed (`to` null): it keeps its place in the bar, or leaves it, rather than
 * leaving a slug that names nothing, or that a later category would take. Answers whether the bar
 * changed (the store's cache is then stale).
 */
export async function followCategorySlug(
  tx: Database,
  from: string,
  to: string | null,
): Promise<boolean> {
  const row = await navigationBarRow(tx);
  if (!row?.navigationBar.categories.includes(from)) return false;
  const categories = row.navigationBar.categories.flatMap((slug) =>
    slug !== from ? [slug] : to ? [to] : [],
  );
  await setNavigationBar(tx, row.id, { ...row.navigationBar, categories });
  return true;
}
