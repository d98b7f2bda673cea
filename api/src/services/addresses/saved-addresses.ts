import { SAVED_ADDRESSES_MAX, type SavedAddress } from '@storefront/shared/core';
import type { SavedAddressInput } from '@storefront/shared/schemas';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { isUuid } from '../../ids';
import {
  addressesOf,
  countAddressesOf,
  deleteOwnAddress,
  insertAddress,
  lockUser,
  updateOwnAddress,
} from './repository';

type Address = Required<SavedAddressInput>;

/** The country column holds only codes the shared schema let in. */
const toDto = (row: Omit<SavedAddress, 'country'> & { country: string }) => row as SavedAddress;

/** Another customer's address is answered as one that does not exist. */
const addressNotFound = (id: string) => notFound('ENTITY_NOT_FOUND', `No saved address ${id}`);

export async function listSavedAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  const rows = await addressesOf(db, userId);
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
    await lockUser(tx, userId);
    if ((await countAddressesOf(tx, userId)) >= SAVED_ADDRESSES_MAX) {
      throw new AppError(
        409,
        'ENTITY_ACTION_NOT_ALLOWED',
        `At most ${SAVED_ADDRESSES_MAX} addresses can be saved`,
      );
    }
    return toDto(await insertAddress(tx, userId, address));
  });
}

export async function updateSavedAddress(
  db: Database,
  userId: string,
  id: string,
  address: Address,
): Promise<SavedAddress> {
  if (!isUuid(id)) throw addressNotFound(id);
  const row = await updateOwnAddress(db, userId, id, address);
  if (!row) throw addressNotFound(id);
  return toDto(row);
}

export async function removeSavedAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw addressNotFound(id);
  if (!(await deleteOwnAddress(db, userId, id))) throw addressNotFound(id);
}
