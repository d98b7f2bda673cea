import type { SavedAddressInput } from '@storefront/shared/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userAddresses, users } from '../../db/schema';

type Address = Required<SavedAddressInput>;

const columns = {
  id: userAddresses.id,
  street: userAddresses.street,
  city: userAddresses.city,
  postalCode: userAddresses.postalCode,
  country: userAddresses.country,
};

/** Only the customer's own address matches: the owner is part of every condition. */
const ownAddress = (userId: string, id: string) =>
  and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));

export function addressesOf(db: Database, userId: string) {
  return db
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt), asc(userAddresses.id));
}

/** Locks the customer's row until the transaction ends: their address count holds meanwhile. */
export async function lockUser(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAddressesOf(db: Database, userId: string): Promise<number> {
  const [saved] = await db
    .select({ n: count() })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  return saved?.n ?? 0;
}

export async function insertAddress(db: Database, userId: string, address: Address) {
  const [row] = await db
    .insert(userAddresses)
    .values({ userId, ...address })
    .returning(columns);
  return row!;
}

/** Changes the customer's own address; undefined when they have none of that id. */
export async function updateOwnAddress(db: Database, userId: string, id: string, address: Address) {
  const [row] = await db
    .update(userAddresses)
    .set({ ...address, updatedAt: new Date() })
    .where(ownAddress(userId, id))
    .returning(columns);
  return row;
}

/** Deletes the customer's own address; false when they have none of that id. */
export async function deleteOwnAddress(db: Database, userId: string, id: string) {
  const [row] = await db
    .delete(userAddresses)
    .where(ownAddress(userId, id))
    .returning({ id: userAddresses.id });
  return row !== undefined;
}
