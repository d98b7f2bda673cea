import { toClientRole, type User } from '@storefront/shared/core';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favorites } from '../../db/schema';
import type { UserRow } from '../../plugins/auth';

/** The ids of a user's favorite products, the last added first. */
export async function favoriteIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), favorites.productId);
  return rows.map((row) => row.productId);
}

/** The user as the storefront receives it, with the ids of their favorite products. */
export async function toUserDto(db: Database, user: UserRow): Promise<User> {
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    language: user.language,
    role: toClientRole(user.role),
    favoriteProducts: await favoriteIdsOf(db, user.id),
  };
}
