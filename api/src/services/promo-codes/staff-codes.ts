import type { AdminPromoCode, AdminPromoCodePage } from '@storefront/shared/admin';
import type { CustomerPromoCode, DiscountType, PromoCodeState } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { userExists } from '../accounts/users';
import { promoCodeStateOf, randomPromoCode } from './promo-codes';
import {
  expireCode,
  insertCodeUnlessTaken,
  ordersUsing,
  pageOfStaffCodes,
  staffCodeById,
  userIdByEmail,
  type PromoCodeRow,
  type StaffCodeRow,
} from './repository';

const codeNotFound = (id: string) => notFound('PROMO_CODE_NOT_FOUND', `No promo code ${id}`);

type Use = Awaited<ReturnType<typeof ordersUsing>> extends Map<string, infer T> ? T : never;

function toAdminPromoCode(row: StaffCodeRow, order: Use | undefined, now: Date): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    state: promoCodeStateOf(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    note: row.note,
    customer: row.userId && row.customerEmail ? { id: row.userId, email: row.customerEmail } : null,
    use: row.usedAt
      ? {
          usedAt: row.usedAt.toISOString(),
          order: order
            ? { id: order.id, number: order.number, createdAt: order.createdAt.toISOString() }
            : null,
        }
      : null,
    createdBy: row.creatorEmail ? { email: row.creatorEmail } : null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export interface StaffCodeQuery {
  q?: string;
  state?: PromoCodeState;
  customer?: string;
  page: number;
  limit: number;
}

/** `GET admin/promo-codes`: newest first, each with its use (the order, its number and date). */
export async function listStaffCodes(
  db: Database,
  { page, limit, ...filter }: StaffCodeQuery,
  now = new Date(),
): Promise<AdminPromoCodePage> {
  const { rows, total } = await pageOfStaffCodes(db, filter, {
    limit,
    offset: (page - 1) * limit,
    now,
  });
  const uses = await ordersUsing(
    db,
    rows.filter((row) => row.usedAt).map((row) => row.id),
  );
  return {
    items: rows.map((row) => toAdminPromoCode(row, uses.get(row.id), now)),
    total,
    page,
    limit,
  };
}

/** `GET admin/promo-codes/{id}`; 404 PROMO_CODE_NOT_FOUND. */
export async function readStaffCode(db: Database, id: string, now = new Date()) {
  const row = await staffCodeById(db, id);
  if (!row) throw codeNotFound(id);
  const uses = row.usedAt ? await ordersUsing(db, [id]) : new Map<string, Use>();
  return toAdminPromoCode(row, uses.get(id), now);
}

/** A code staff make: its customer named by id (the storefront's route) or by email. */
export interface StaffCodeInput {
  /** Upper-case; generated when absent. */
  code?: string;
  type: DiscountType;
  value: number;
  expiresAt?: Date | null;
  customer?: { id: string } | { email: string } | null;
  note?: string | null;
}

async function customerIdOf(db: Database, customer: StaffCodeInput['customer']) {
  if (!customer) return null;
  if ('id' in customer) {
    if (!(await userExists(db, customer.id)))
      throw notFound('USER_NOT_FOUND', `No user ${customer.id}`);
    return customer.id;
  }
  const id = await userIdByEmail(db, customer.email);
  if (!id)
    throw new AppError(404, 'USER_NOT_FOUND', `No customer ${customer.email}`, {
      fields: { customerEmail: 'customer_not_found' },
    });
  return id;
}

/** Draws codes until one is free (a clash of 59 random bits is all but impossible). */
async function insertGenerated(
  tx: Database,
  values: Omit<PromoCodeRow, 'id' | 'code' | 'createdAt' | 'version' | 'usedAt'>,
) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertCodeUnlessTaken(tx, { ...values, code: randomPromoCode() });
    if (row) return row;
  }
  throw new Error('no free promo code was drawn in 5 attempts');
}

/**
 * Creates a promo code and records it: 404 USER_NOT_FOUND for a customer unknown, 409
 * PROMO_CODE_ALREADY_EXISTS for a code taken (any case: codes are stored upper-case). The
 * storefront's rules apply to it as to any code (promo-codes.ts: `usablePromoCode`).
 */
export async function createStaffCode(
  db: Database,
  actor: Actor,
  input: StaffCodeInput,
  now = new Date(),
): Promise<AdminPromoCode> {
  const userId = await customerIdOf(db, input.customer);
  const values = {
    type: input.type,
    value: input.value,
    userId,
    expiresAt: input.expiresAt ?? null,
    note: input.note?.trim() || null,
    createdBy: actor.id,
  };
  const row = await db.transaction(async (tx) => {
    const created = input.code
      ? await insertCodeUnlessTaken(tx, { ...values, code: input.code })
      : await insertGenerated(tx, values);
    if (!created)
      throw new AppError(
        409,
        'PROMO_CODE_ALREADY_EXISTS',
        `The promo code ${input.code} exists already`,
        {
          fields: { code: 'promo_code_taken' },
        },
      );
    await recordAudit(tx, actor, {
      action: 'promo-code.create',
      entity: 'promo-code',
      entityId: created.id,
      version: created.version,
      after: {
        code: created.code,
        type: created.type,
        value: created.value,
        expiresAt: created.expiresAt?.toISOString() ?? null,
        customerId: created.userId,
        note: created.note,
      },
    });
    return created;
  });
  return readStaffCode(db, row.id, now);
}

/**
 * `POST admin/promo-codes/{id}/expire`: ends the code now, from the version it was read at. 404
 * PROMO_CODE_NOT_FOUND; 409 with what changed for another version; 409 PROMO_CODE_IS_USED for a
 * used code (it stays used: no one can use it again anyway), 409 ENTITY_ACTION_NOT_ALLOWED for
 * one expired already.
 */
export async function expireStaffCode(
  db: Database,
  actor: Actor,
  id: string,
  version: number,
  now = new Date(),
): Promise<AdminPromoCode> {
  await db.transaction(async (tx) => {
    const current = await staffCodeById(tx, id);
    if (!current) throw codeNotFound(id);
    const label = `The promo code ${current.code}`;
    if (current.version !== version)
      throw await versionConflict(
        tx,
        { entity: 'promo-code', entityId: id, label },
        version,
        current.version,
      );
    if (current.usedAt) throw conflict('PROMO_CODE_IS_USED', `${label} has been used`);
    const expired = await expireCode(tx, id, version, now);
    if (!expired) {
      // Used or expired meanwhile, or before: the row as it is now says which.
      if ((await staffCodeById(tx, id))?.usedAt)
        throw conflict('PROMO_CODE_IS_USED', `${label} has been used`);
      throw conflict('ENTITY_ACTION_NOT_ALLOWED', `${label} has expired already`);
    }
    await recordAudit(tx, actor, {
      action: 'promo-code.expire',
      entity: 'promo-code',
      entityId: id,
      version: expired.version,
      before: { expiresAt: current.expiresAt?.toISOString() ?? null },
      after: { expiresAt: now.toISOString() },
    });
  });
  return readStaffCode(db, id, now);
}

/** A staff-made code as the storefront's staff route (`POST promo-code`) answers it. */
export const asCustomerPromoCode = (code: AdminPromoCode): CustomerPromoCode => ({
  id: code.id,
  code: code.code,
  type: code.type,
  value: code.value,
  userId: code.customer?.id ?? null,
  state: code.state,
  usedAt: code.use?.usedAt ?? null,
  expiresAt: code.expiresAt,
  createdAt: code.createdAt,
});
