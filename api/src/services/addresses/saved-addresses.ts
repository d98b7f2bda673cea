import { SAVED_ADDRESSES_MAX, type SavedAddress } from '@storefront/shared/core';
import type { SavedAddressInput } from '@storefront/shared/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userAddresses, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../ids';

type Address = Required<SavedAddressInput>;

const columns = {
  id: userAddresses.id,
  street: userAddresses.street,
  city: userAddresses.city,
  postalCode: userAddresses.postalCode,
  country: userAddresses.country,
};

/** The country column holds only codes the shared schema let in. */
const toDto = (row: Omit<SavedAddress, 'country'> & { country: string }) => row as SavedAddress;

/** Another customer's address is answered as one that does not exist. */
const addressNotFound = (id: string) => notFound('ENTITY_NOT_FOUND', `No saved address ${id}`);

/** Only the customer's own address matches: the owner is part of every condition. */
const ownAddress = (userId: string, id: string) =>
  and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));

export async function listSavedAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id));
  return rows.map(toDto);
}

/**
 * Saves an address; 409 ENTITY_ACTION_NOT_ALLOWED past SAVED_ADDRESSES_MAX. The customer's row is
 * locked while counting, so two requests at once cannot both take the last place.
 */
export async function addSavedAddress(
  db: Database,
  userId: string,
  address: Address,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [saved] = await tx
      .select({ n: count() })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    if ((saved?.n ?? 0) >= SAVED_ADDRESSES_MAX) {
      throw new AppError(
        409,
        'ENTITY_ACTION_NOT_ALLOWED',
        `At most ${SAVED_ADDRESSES_MAX} addresses can be saved`,
      );
    }
    const [row] = await tx
      .insert(userAddresses)
      .values({ userId, ...address })
      .returning(columns);
    return toDto(row!);
  });
}

export async function updateSavedAddress(
  db: Database,
  userId: string,
  id: string,
  address: Address,
): Promise<SavedAddress> {
  if (!isUuid(id)) throw addressNotFound(id);
  const [row] = await db
    .update(userAddresses)
    .set({ ...address, updatedAt: new Date() })
    .where(ownAddress(userId, id))
    .returning(columns);
  if (!row) throw addressNotFound(id);
  return toDto(row);
}

export async function removeSavedAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw addressNotFound(id);
  const [row] = await db
    .delete(userAddresses)
    .where(ownAddress(userId, id))
    .returning({ id: userAddresses.id });
  if (!row) throw addressNotFound(id);
}
