import { isStaffRole } from '@storefront/shared/admin';
import { toClientRole, type User } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { favoriteIdsOf } from '../favorites/favorites';
import { userIdExists, type UserRow } from './repository';

export type { UserRow };

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
    ...(isStaffRole(user.role) ? { staffRole: user.role } : {}),
    favoriteProducts: await favoriteIdsOf(db, user.id),
  };
}

export function userExists(db: Database, id: string): Promise<boolean> {
  return userIdExists(db, id);
}
