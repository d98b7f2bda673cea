import { and, desc, eq, isNull } from 'drizzle-orm';
import { unlessTaken } from '../../db/database-errors';
import type { Database } from '../../db/database';
import { promoCodes } from '../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
type NewPromoCodeRow = typeof promoCodes.$inferInsert;

/** The promo code of `code` (stored upper-case). */
export async function promoCodeByCode(
  db: Database,
  code: string,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

/** Marks a promo code used if nobody did in the meantime (a conditional update); false if not. */
export async function markUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(promoCodes)
    .set({ usedAt: now })
    .where(and(eq(promoCodes.id, id), isNull(promoCodes.usedAt)))
    .returning({ id: promoCodes.id });
  return marked.length > 0;
}

/** Stores a promo code; null when its code is taken. */
export function insertPromoCode(
  db: Database,
  values: NewPromoCodeRow,
): Promise<PromoCodeRow | null> {
  const insert = db.insert(promoCodes).values(values).returning();
  return unlessTaken(
    'promo_codes_code_unique',
    insert.then(([row]) => row!),
  );
}

/** Stores the codes whose code is free, skipping the others; answers those stored. */
export function insertFreeCodes(db: Database, rows: NewPromoCodeRow[]): Promise<PromoCodeRow[]> {
  return db.insert(promoCodes).values(rows).onConflictDoNothing().returning();
}

/** A customer's own promo codes, newest first. */
export function promoCodesOf(db: Database, userId: string): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.userId, userId))
    .orderBy(desc(promoCodes.createdAt), promoCodes.code);
}
