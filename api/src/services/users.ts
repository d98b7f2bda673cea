import { toClientRole, type User } from '@storefront/shared/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { favorites } from '../db/schema';
import type { UserRow } from '../plugins/auth';

/** The user as the storefront receives it, with the ids of their favorite products. */
export async function toUserDto(db: Database, user: UserRow): Promise<User> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, user.id));
  return {
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: toClientRole(user.role),
    favoriteProducts: rows.map((row) => row.productId),
  };
}
