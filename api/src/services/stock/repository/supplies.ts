import type { SupplyStatus } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { products, stockMovements, supplies, supplyItems, users } from '../../../db/schema';
import { nameOf } from './names';

export type SupplyRow = typeof supplies.$inferSelect;

export interface SupplyLineInput {
  productId: string;
  quantity: number;
  unitCost: number;
}

export interface SupplyFields {
  supplier: string;
  note: string | null;
  lines: readonly SupplyLineInput[];
}

const creator = alias(users, 'supply_creator');
const receiver = alias(users, 'supply_receiver');

/** Sums over a delivery's lines, in the same query as the delivery. */
const lineCount = sql<number>`(select count(*)::int from ${supplyItems} where ${supplyItems.supplyId} = ${supplies.id})`;
const units = sql<number>`(select coalesce(sum(${supplyItems.quantity}), 0)::int from ${supplyItems} where ${supplyItems.supplyId} = ${supplies.id})`;
const cost =
  sql<number>`(select coalesce(sum(${supplyItems.quantity}::bigint * ${supplyItems.unitCost}), 0) from ${supplyItems} where ${supplyItems.supplyId} = ${supplies.id})`.mapWith(
    Number,
  );

const person = (table: typeof creator | typeof receiver) => ({
  email: table.email,
  firstName: table.firstName,
  lastName: table.lastName,
});

function selectSupplies(db: Database) {
  return db
    .select({
      supply: supplies,
      lineCount,
      units,
      cost,
      createdBy: person(creator),
      receivedBy: person(receiver),
    })
    .from(supplies)
    .leftJoin(creator, eq(creator.id, supplies.createdBy))
    .leftJoin(receiver, eq(receiver.id, supplies.receivedBy));
}

export type SupplyListRow = Awaited<ReturnType<typeof pageOfSupplies>>['rows'][number];

/** A page of deliveries, newest first (of one status, or all), and how many there are. */
export async function pageOfSupplies(
  db: Database,
  filter: { status?: SupplyStatus },
  { limit, offset }: { limit: number; offset: number },
) {
  const where = filter.status ? eq(supplies.status, filter.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectSupplies(db)
      .where(where)
      .orderBy(desc(supplies.createdAt), desc(supplies.number))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(supplies)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function supplyById(db: Database, id: string) {
  const [row] = await selectSupplies(db).where(eq(supplies.id, id));
  return row ?? null;
}

/** A delivery's status and version, or null when there is none with the id. */
export async function supplyState(db: Database, id: string) {
  const [row] = await db
    .select({ number: supplies.number, status: supplies.status, version: supplies.version })
    .from(supplies)
    .where(eq(supplies.id, id));
  return row ?? null;
}

/** What one of the delivery's lines moved, by the kind of movement. */
const effectOf = (kind: 'SUPPLY' | 'SUPPLY_CANCELLED') => sql<{
  quantity: number;
  stockAfter: number;
} | null>`(
  select json_build_object('quantity', ${stockMovements.quantity}, 'stockAfter', ${stockMovements.stockAfter})
  from ${stockMovements}
  where ${stockMovements.supplyId} = ${supplyItems.supplyId}
    and ${stockMovements.productId} = ${supplyItems.productId}
    and ${stockMovements.kind} = ${kind}
  limit 1
)`;

/** A delivery's lines in their order, with the products' names and stock now. */
export function linesOf(db: Database, supplyId: string, lang: Language) {
  return db
    .select({
      id: supplyItems.id,
      productId: supplyItems.productId,
      name: nameOf(products.id, products.slug, lang),
      slug: products.slug,
      quantity: supplyItems.quantity,
      unitCost: supplyItems.unitCost,
      stock: products.stock,
      added: effectOf('SUPPLY'),
      takenBack: effectOf('SUPPLY_CANCELLED'),
    })
    .from(supplyItems)
    .innerJoin(products, eq(products.id, supplyItems.productId))
    .where(eq(supplyItems.supplyId, supplyId))
    .orderBy(asc(supplyItems.position));
}

/** A delivery's lines as stored: what receiving adds and cancelling takes back. */
export function storedLines(db: Database, supplyId: string): Promise<SupplyLineInput[]> {
  return db
    .select({
      productId: supplyItems.productId,
      quantity: supplyItems.quantity,
      unitCost: supplyItems.unitCost,
    })
    .from(supplyItems)
    .where(eq(supplyItems.supplyId, supplyId))
    .orderBy(asc(supplyItems.position));
}

/**
 * A delivery as stored, its row locked until the transaction ends, so what the audit record
 * keeps as its state before a change is the state the change was made to.
 */
export async function lockedSupply(tx: Database, id: string) {
  const [row] = await tx.select().from(supplies).where(eq(supplies.id, id)).for('update');
  return row ? { ...row, lines: await storedLines(tx, id) } : null;
}

async function insertLines(tx: Database, supplyId: string, lines: readonly SupplyLineInput[]) {
  await tx
    .insert(supplyItems)
    .values(lines.map((line, position) => ({ ...line, supplyId, position })));
}

/** A new draft with its lines. */
export async function insertSupply(
  tx: Database,
  fields: SupplyFields,
  createdBy: string,
): Promise<SupplyRow> {
  const [row] = await tx
    .insert(supplies)
    .values({ supplier: fields.supplier, note: fields.note, createdBy })
    .returning();
  await insertLines(tx, row!.id, fields.lines);
  return row!;
}

/**
 * A draft's new state, only if it is still a draft at the version read (one conditional update):
 * null when it is not, and nothing is written.
 */
export async function updateDraft(
  tx: Database,
  id: string,
  version: number,
  fields: SupplyFields,
): Promise<SupplyRow | null> {
  const [row] = await tx
    .update(supplies)
    .set({
      supplier: fields.supplier,
      note: fields.note,
      version: sql`${supplies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(supplies.id, id), eq(supplies.status, 'DRAFT'), eq(supplies.version, version)))
    .returning();
  if (!row) return null;
  await tx.delete(supplyItems).where(eq(supplyItems.supplyId, id));
  await insertLines(tx, id, fields.lines);
  return row;
}

/** Removes a draft (its lines go with it); null when it is not a draft (or not there). */
export async function deleteDraft(tx: Database, id: string): Promise<SupplyRow | null> {
  const [row] = await tx
    .delete(supplies)
    .where(and(eq(supplies.id, id), eq(supplies.status, 'DRAFT')))
    .returning();
  return row ?? null;
}

/**
 * Moves a delivery from one status to the next, only from that status at the version read: of
 * two receipts (or cancellations) at once, one alone finds it so.
 */
export async function moveSupplyStatus(
  tx: Database,
  id: string,
  move: { from: SupplyStatus; to: SupplyStatus; version: number; actorId: string },
): Promise<SupplyRow | null> {
  const received =
    move.to === 'RECEIVED' ? { receivedBy: move.actorId, receivedAt: sql`now()` } : {};
  const [row] = await tx
    .update(supplies)
    .set({
      status: move.to,
      version: sql`${supplies.version} + 1`,
      updatedAt: sql`now()`,
      ...received,
    })
    .where(
      and(eq(supplies.id, id), eq(supplies.status, move.from), eq(supplies.version, move.version)),
    )
    .returning();
  return row ?? null;
}
