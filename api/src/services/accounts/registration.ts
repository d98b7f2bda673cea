import type { StoreDiscount } from '@storefront/shared/core';
import type { RegisterRequest } from '@storefront/shared/schemas';
import type { Database } from '../../db/database';
import { conflict } from '../../errors';
import { describeCode, welcomeValues } from '../emails/account-texts';
import { composeEmail } from '../emails/templates';
import { queueEmail, type OutboxLog } from '../emails/outbox';
import { createCustomerCodes } from '../promo-codes/promo-codes';
import { readStoreEssentials } from '../store/store';
import { hashPassword } from './passwords';
import { insertUser, type NewUserRow, type UserRow } from './repository';

/** More codes than this per registration is taken for a typo in the store's settings. */
export const MAX_REGISTRATION_CODES = 20;

/**
 * How many registration codes of what the store's `discount.registration` gives, or null when it
 * gives none: off, or values the promo codes cannot hold (logged, registration goes on).
 */
export function registrationCodesOf(
  settings: StoreDiscount['registration'],
  log: OutboxLog,
): { type: StoreDiscount['registration']['type']; value: number; count: number } | null {
  if (!settings.enabled) return null;
  const { type, value, amountOfCodes } = settings;
  const valid =
    Number.isInteger(value) &&
    value > 0 &&
    (type !== 'PERCENT' || value <= 100) &&
    Number.isInteger(amountOfCodes);
  if (!valid) {
    log.warn({ registration: settings }, 'registration discount ignored: invalid settings');
    return null;
  }
  const count = Math.min(amountOfCodes, MAX_REGISTRATION_CODES);
  return count > 0 ? { type, value, count } : null;
}

/**
 * Creates a customer with, in the same transaction, the registration promo codes the store gives
 * and the welcome email; 409 USER_ALREADY_EXISTS for an email taken.
 */
export async function registerCustomer(
  db: Database,
  input: RegisterRequest,
  { shopUrl, log }: { shopUrl: string; log: OutboxLog },
): Promise<UserRow> {
  // Hashed before the transaction: on PGlite an open transaction holds the whole database.
  const passwordHash = await hashPassword(input.password);
  const store = await readStoreEssentials(db);
  const discount = registrationCodesOf(store.registration, log);

  return db.transaction(async (tx) => {
    const user = await insertCustomer(tx, {
      email: input.email,
      passwordHash,
      role: 'CUSTOMER',
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      language: input.language,
    });
    const codes = discount ? await createCustomerCodes(tx, { userId: user.id, ...discount }) : [];
    const email = await composeEmail(
      tx,
      'welcome',
      user.language,
      welcomeValues(user.language, {
        shop: store.name,
        firstName: user.firstName,
        shopUrl: `${shopUrl.replace(/\/+$/, '')}/${user.language}`,
        codes: codes.map((code) => describeCode(user.language, code, store.currencyCode)),
      }),
    );
    await queueEmail(tx, { recipient: user.email, ...email, template: 'welcome' });
    return user;
  });
}

async function insertCustomer(db: Database, values: NewUserRow): Promise<UserRow> {
  const user = await insertUser(db, values);
  if (!user) throw conflict('USER_ALREADY_EXISTS', 'An account with this email exists already');
  return user;
}
