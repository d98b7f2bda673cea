import type { ClientRole, Role } from './enums';

/** The signed-in user as the storefront sees it (spec point 3, "User"). */
export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: ClientRole;
  /** Ids of the user's favorite products. */
  favoriteProducts: string[];
}

/**
 * The client-side role (spec point 6): Owner and Admin as such; every other role, managers
 * included, is Customer on the storefront (managers work on the admin side).
 */
export function toClientRole(role: Role | undefined | null): ClientRole {
  if (role === 'OWNER') return 'Owner';
  if (role === 'ADMIN') return 'Admin';
  return 'Customer';
}

/** Staff on the storefront: a user with an id and the Admin or Owner role. */
export function isAuthorized(user: Pick<User, '_id' | 'role'> | null | undefined): boolean {
  return Boolean(user?._id) && (user?.role === 'Admin' || user?.role === 'Owner');
}

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
