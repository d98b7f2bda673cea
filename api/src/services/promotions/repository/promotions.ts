import type { PromotionScope, PromotionState } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { promotions } from '../../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;
export type PromotionValues = Omit<NewPromotionRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The promotions in a state at `now` (see PROMOTION_STATES). */
function inState(state: PromotionState, now: Date): SQL {
  const started = sql`(${promotions.startsAt} is null or ${promotions.startsAt} <= ${now})`;
  const notEnded = sql`(${promotions.endsAt} is null or ${now} < ${promotions.endsAt})`;
  switch (state) {
    case 'INACTIVE':
      return sql`not ${promotions.active}`;
    case 'SCHEDULED':
      return sql`${promotions.active} and ${promotions.startsAt} > ${now}`;
    case 'ENDED':
      return sql`${promotions.active} and ${promotions.endsAt} <= ${now}`;
    case 'RUNNING':
      return sql`${promotions.active} and ${started} and ${notEnded}`;
  }
}

export interface PromotionListFilter {
  state?: PromotionState;
  scope?: PromotionScope;
}

/** A page of promotions, newest first, and how many match in all. */
export async function pageOfPromotions(
  db: Database,
  filter: PromotionListFilter,
  { limit, offset, now }: { limit: number; offset: number; now: Date },
): Promise<{ rows: PromotionRow[]; total: number }> {
  const where = and(
    filter.state ? inState(filter.state, now) : undefined,
    filter.scope ? eq(promotions.scope, filter.scope) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.createdAt), desc(promotions.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(promotions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function promotionById(db: Database, id: string): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

/**
 * Another switched-on promotion named `name` in `language` (any case, spaces around aside) whose
 * period meets [startsAt, endsAt) (an open side meets everything), if there is one.
 */
export async function clashingPromotion(
  db: Database,
  candidate: {
    id?: string;
    language: Language;
    name: string;
    startsAt: Date | null;
    endsAt: Date | null;
  },
): Promise<PromotionRow | undefined> {
  const { startsAt, endsAt } = candidate;
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        candidate.id ? ne(promotions.id, candidate.id) : undefined,
        sql`lower(trim(${promotions.name}->>${candidate.language})) = lower(trim(${candidate.name}))`,
        startsAt
          ? sql`(${promotions.endsAt} is null or ${startsAt} < ${promotions.endsAt})`
          : undefined,
        endsAt
          ? sql`(${promotions.startsAt} is null or ${promotions.startsAt} < ${endsAt})`
          : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertPromotion(
  tx: Database,
  values: PromotionValues,
): Promise<PromotionRow> {
  const [row] = await tx.insert(promotions).values(values).returning();
  return row!;
}

/** Saves a promotion read at `version`; undefined when it is at another version (or gone). */
export async function updatePromotion(
  tx: Database,
  id: string,
  version: number,
  values: PromotionValues,
  now: Date,
): Promise<PromotionRow | undefined> {
  const [row] = await tx
    .update(promotions)
    .set({ ...values, version: sql`${promotions.version} + 1`, updatedAt: now })
    .where(and(eq(promotions.id, id), eq(promotions.version, version)))
    .returning();
  return row;
}

/**
 * Waits for any other promotion write to end (a transaction-level advisory lock, released with
 * the transaction): two saves of clashing names cannot both see the other absent.
 */
export async function lockPromotionWrites(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(715100010)`);
}
