import { randomInt } from 'node:crypto';
import type { CustomerPromoCode, DiscountType, PromoCodeState } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../errors';
import {
  insertFreeCodes,
  markUsed,
  promoCodeByCode,
  promoCodesOf,
  type PromoCodeRow,
} from './repository';

export type { PromoCodeRow };

export const isExpired = (code: Pick<PromoCodeRow, 'expiresAt'>, now: Date) =>
  code.expiresAt !== null && code.expiresAt <= now;

export const promoCodeStateOf = (code: PromoCodeRow, now: Date): PromoCodeState =>
  code.usedAt ? 'USED' : isExpired(code, now) ? 'EXPIRED' : 'ACTIVE';

/** A promo code as staff and its customer see it, with its state now. */
export function toPromoCodeView(row: PromoCodeRow, now: Date): CustomerPromoCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    userId: row.userId,
    state: promoCodeStateOf(row, now),
    usedAt: row.usedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The promo code a shopper typed, if they may use it now. Unknown: 404 PROMO_CODE_NOT_FOUND.
 * Another customer's (or any customer's, for a guest): 403 PROMO_CODE_NOT_ALLOWED, checked before
 * its use so it tells nothing about it. Used: 409 PROMO_CODE_IS_USED. Expired: 409
 * PROMO_CODE_EXPIRED (a state of the code, like its use, told apart so the shopper knows why).
 */
export async function usablePromoCode(
  db: Database,
  code: string,
  userId: string | null,
  now: Date,
): Promise<PromoCodeRow> {
  const row = await promoCodeByCode(db, code.toUpperCase());
  if (!row) throw notFound('PROMO_CODE_NOT_FOUND', `No promo code ${code}`);
  if (row.userId !== null && row.userId !== userId) {
    throw new AppError(403, 'PROMO_CODE_NOT_ALLOWED', 'This promo code belongs to someone else');
  }
  if (row.usedAt) throw conflict('PROMO_CODE_IS_USED', 'This promo code has been used');
  if (isExpired(row, now)) {
    throw conflict('PROMO_CODE_EXPIRED', 'This promo code has expired');
  }
  return row;
}

/**
 * Marks a promo code used, only if nobody did in the meantime (a conditional update, safe under
 * concurrency); 409 PROMO_CODE_IS_USED otherwise. Runs inside the order's transaction.
 */
export async function markPromoCodeUsed(db: Database, id: string, now: Date): Promise<void> {
  if (!(await markUsed(db, id, now)))
    throw conflict('PROMO_CODE_IS_USED', 'This promo code has been used');
}

/** A customer's own promo codes, newest first. */
export function listPromoCodes(db: Database, userId: string): Promise<PromoCodeRow[]> {
  return promoCodesOf(db, userId);
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of 12 characters in groups of four, "K7QM-2XPA-9RTE": about 59 bits, unguessable. */
export function randomPromoCode(): string {
  const characters = Array.from(
    { length: 12 },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  );
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/**
 * `count` random codes for one customer, alone able to use them, once each. A code drawn twice
 * (unlikely) is skipped by the insert and drawn again, so a transaction around it never fails.
 */
export async function createCustomerCodes(
  db: Database,
  input: { userId: string; type: DiscountType; value: number; count: number },
): Promise<PromoCodeRow[]> {
  const created: PromoCodeRow[] = [];
  for (let round = 0; created.length < input.count && round < 5; round += 1) {
    const rows = Array.from({ length: input.count - created.length }, () => ({
      code: randomPromoCode(),
      type: input.type,
      value: input.value,
      userId: input.userId,
    }));
    created.push(...(await insertFreeCodes(db, rows)));
  }
  return created;
}
