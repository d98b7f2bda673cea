import type { CountryCode } from './countries';
import type { OverlayName } from './cross-team';
import type { ClientRole, DiscountType, Role } from './enums';
import type { Language } from './languages';
import { OVERLAY_QUERY } from '../overlays/overlay-store';

/** The signed-in user as the storefront sees it. */
export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** The language the shop writes to the user in (emails). */
  language: Language;
  role: ClientRole;
  /**
   * The role of a member of the shop's staff (a manager included, whose client role is
   * Customer): they may open the back office. Absent for customers.
   */
  staffRole?: StaffRoleName;
  /** Ids of the user's favorite products, the last added first. */
  favoriteProducts: string[];
}

/**
 * The client-side role: Owner and Admin as such; every other role, managers
 * included, is Customer on the storefront (managers work on the admin side).
 */
export function toClientRole(role: Role | undefined | null): ClientRole {
  if (role === 'OWNER') return 'Owner';
  if (role === 'ADMIN') return 'Admin';
  return 'Customer';
}

/** Roles of the shop's staff, who work in the back office. */
export type StaffRoleName = Extract<Role, 'OWNER' | 'ADMIN' | 'MANAGER'>;

/** Staff on the storefront: a user with an id and the Admin or Owner role. */
export function isAuthorized(user: Pick<User, '_id' | 'role'> | null | undefined): boolean {
  return Boolean(user?._id) && (user?.role === 'Admin' || user?.role === 'Owner');
}

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** Limits of the account forms, enforced by the shared schemas in the browser and the API. */
export const USER_LIMITS = { nameMax: 100, resetTokenMax: 200 } as const;

/**
 * Favorites a guest may keep on the device, and so send at once to `POST user/favorites` when
 * signing in or registering.
 */
export const DEVICE_FAVORITES_MAX = 100;

/** `POST`/`DELETE user/favorites/{productId}` answer the list as it is after the change. */
export interface FavoriteProducts {
  favoriteProducts: string[];
}

export type PromoCodeState = 'ACTIVE' | 'USED' | 'EXPIRED';

/** One of the signed-in customer's promo codes (`GET promo-code`). */
export interface CustomerPromoCode {
  id: string;
  code: string;
  type: DiscountType;
  /** Minor units of the main currency for AMOUNT, a percentage for PERCENT. */
  value: number;
  userId: string | null;
  state: PromoCodeState;
  usedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
}

/**
 * The password reset link a customer receives by email: the home page in their language, with
 * the profile's reset-password overlay opened (`?overlay=`) and the token in `reset-token`.
 */
export const RESET_PASSWORD_OVERLAY = 'reset-password' satisfies OverlayName;
export const RESET_TOKEN_QUERY = 'reset-token';

/** The profile's account dialogs, which any team may open with `overlay.open(id)`. */
export const AUTH_OVERLAYS = {
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  resetPassword: RESET_PASSWORD_OVERLAY,
} as const satisfies Record<string, OverlayName>;

/**
 * Where the sign-in dialog sends the visitor after signing in: a page of the profile that asked
 * a guest to sign in (`/{lang}?overlay=login&return-to=/{lang}/profile/orders`).
 */
export const RETURN_TO_QUERY = 'return-to';

export function resetPasswordLink(publicUrl: string, lang: Language, token: string): string {
  const query = new URLSearchParams({
    [OVERLAY_QUERY]: RESET_PASSWORD_OVERLAY,
    [RESET_TOKEN_QUERY]: token,
  });
  return `${publicUrl.replace(/\/+$/, '')}/${lang}?${query.toString()}`;
}

/**
 * The owner's invitation to the staff: the same new-password dialog as a reset link, told by
 * `invitation=1` to welcome a new colleague rather than a customer who forgot their password.
 */
export const INVITATION_QUERY = 'invitation';

export function invitationLink(publicUrl: string, lang: Language, token: string): string {
  return `${resetPasswordLink(publicUrl, lang, token)}&${INVITATION_QUERY}=1`;
}

/** Saved addresses one customer may keep. */
export const SAVED_ADDRESSES_MAX = 10;

/** A delivery address saved in the profile (`GET user/addresses`), the first saved first. */
export interface SavedAddress {
  id: string;
  street: string;
  city: string;
  /** As the country writes it, e.g. "00-640" in Poland. */
  postalCode: string;
  country: CountryCode;
}
