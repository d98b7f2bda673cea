import type { PromoCodeState } from '@storefront/shared/core';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { orders, promoCodes, users } from '../../db/schema';

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

/** A promo code with the emails of the customer it is limited to and of who made it. */
export type StaffCodeRow = PromoCodeRow & {
  customerEmail: string | null;
  creatorEmail: string | null;
};

const creators = alias(users, 'creators');

const staffCodeColumns = {
  ...getTableColumns(promoCodes),
  customerEmail: users.email,
  creatorEmail: creators.email,
};

function staffCodes(db: Database) {
  return db
    .select(staffCodeColumns)
    .from(promoCodes)
    .leftJoin(users, eq(users.id, promoCodes.userId))
    .leftJoin(creators, eq(creators.id, promoCodes.createdBy));
}

export interface StaffCodeFilter {
  /** A part of the code (upper-case). */
  q?: string;
  state?: PromoCodeState;
  /** The email of the customer the codes are limited to (lower-case). */
  customer?: string;
}

/** The codes in a state at `now`: used, expired unused, or neither. */
function inState(state: PromoCodeState, now: Date): SQL {
  if (state === 'USED') return isNotNull(promoCodes.usedAt);
  const expired = sql`${promoCodes.expiresAt} is not null and ${promoCodes.expiresAt} <= ${now}`;
  return state === 'EXPIRED'
    ? sql`${promoCodes.usedAt} is null and ${expired}`
    : sql`${promoCodes.usedAt} is null and not (${expired})`;
}

/** A page of codes, newest first, and how many match in all. */
export async function pageOfStaffCodes(
  db: Database,
  filter: StaffCodeFilter,
  { limit, offset, now }: { limit: number; offset: number; now: Date },
): Promise<{ rows: StaffCodeRow[]; total: number }> {
  const where = and(
    // strpos, not like: the code typed is matched as it is, `%` and `_` included.
    filter.q ? sql`strpos(${promoCodes.code}, ${filter.q}) > 0` : undefined,
    filter.state ? inState(filter.state, now) : undefined,
    filter.customer
      ? sql`${promoCodes.userId} in (select ${users.id} from ${users} where lower(${users.email}) = ${filter.customer})`
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    staffCodes(db)
      .where(where)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(promoCodes)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function staffCodeById(db: Database, id: string): Promise<StaffCodeRow | undefined> {
  const [row] = await staffCodes(db).where(eq(promoCodes.id, id)).limit(1);
  return row;
}

/** The orders that used these codes (one each), by code id. */
export async function ordersUsing(
  db: Database,
  codeIds: readonly string[],
): Promise<Map<string, { id: string; number: number; createdAt: Date }>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({
      codeId: orders.promoCodeId,
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(inArray(orders.promoCodeId, [...codeIds]))
    .orderBy(asc(orders.createdAt));
  const used = new Map<string, { id: string; number: number; createdAt: Date }>();
  for (const { codeId, ...order } of rows) if (codeId && !used.has(codeId)) used.set(codeId, order);
  return used;
}

/** Stores a promo code in a transaction; null when its code is taken (the transaction goes on). */
export async function insertCodeUnlessTaken(
  tx: Database,
  values: NewPromoCodeRow,
): Promise<PromoCodeRow | null> {
  const [row] = await tx.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Ends a code now, if it is still at `version`, unused and not expired; undefined otherwise.
 */
export async function expireCode(
  tx: Database,
  id: string,
  version: number,
  now: Date,
): Promise<PromoCodeRow | undefined> {
  const [row] = await tx
    .update(promoCodes)
    .set({ expiresAt: now, version: sql`${promoCodes.version} + 1` })
    .where(
      and(
        eq(promoCodes.id, id),
        eq(promoCodes.version, version),
        isNull(promoCodes.usedAt),
        sql`(${promoCodes.expiresAt} is null or ${promoCodes.expiresAt} > ${now})`,
      ),
    )
    .returning();
  return row;
}

/** A user's id by email (any case). */
export async function userIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.id;
}
