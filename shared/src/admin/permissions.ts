import { STAFF_ROLES, type Role } from '../contracts/enums';

/** The staff roles, from the most trusted: the shop's owner, its administrators, its managers. */
export type StaffRole = (typeof STAFF_ROLES)[number];

const EVERY_STAFF: readonly StaffRole[] = ['OWNER', 'ADMIN', 'MANAGER'];
const ADMINS: readonly StaffRole[] = ['OWNER', 'ADMIN'];
const OWNER: readonly StaffRole[] = ['OWNER'];

/**
 * Who may do what, said once: each action of the back office and the roles that may take it.
 * The API's routes are guarded by it (a route names its action; a role outside it is 403), and
 * the back office shows only what the signed-in role may do. A manager runs the day's work
 * (orders, stock, promo codes); an administrator also the catalog, its prices and promotions,
 * and reads the audit record; the owner everything, the shop's people and where it is paid
 * among it.
 */
export const PERMISSIONS = {
  /** Open the back office at all, and hear of new orders. */
  'back-office.open': EVERY_STAFF,
  'orders.read': EVERY_STAFF,
  /** Move orders through their statuses, one or many at once; restore a cancelled one. */
  'orders.process': EVERY_STAFF,
  'orders.export': EVERY_STAFF,
  'products.read': EVERY_STAFF,
  /** Create products, change their texts, pictures, category, brand and visibility. */
  'products.write': ADMINS,
  /** Change a product's price and its own discount. */
  'prices.write': ADMINS,
  'stock.read': EVERY_STAFF,
  /** Draft and receive deliveries, correct stock. */
  'stock.write': EVERY_STAFF,
  'promo-codes.read': EVERY_STAFF,
  'promo-codes.write': EVERY_STAFF,
  'promotions.read': EVERY_STAFF,
  'promotions.write': ADMINS,
  'audit.read': ADMINS,
  /** The messages of the contact form: the inbox and each message's thread. */
  'contact.read': EVERY_STAFF,
  /**
   * Answer a contact-form message by email (through the outbox, from the shop's address), and
   * mark messages read or unread: the inbox is the day's work, so every staff role has it.
   */
  'contact.reply': EVERY_STAFF,
  /** The emails the shop sent (the outbox), its email templates and their previews. */
  'emails.read': ADMINS,
  /** The shop's email templates: edit, reset to the default, send a test to oneself. */
  'emails.write': ADMINS,
  /**
   * The store's settings, section by section (delivery, …). Managers neither read nor change
   * them: the day's work needs none of them, and a shop's prices and rules stay with those who
   * set them.
   */
  'settings.read': ADMINS,
  /** Change the store's settings and its integrations (analytics ids). */
  'settings.write': ADMINS,
  /** Where shoppers paying ahead send their money. */
  'payment-details.read': ADMINS,
  'payment-details.write': OWNER,
  /** The translations page: the texts a language of the shop lacks, or has outdated. */
  'translations.read': ADMINS,
  /**
   * Save texts from the translations page; each kind's texts also need their own action
   * (a product's or category's `products.write`, the store's `settings.write`).
   */
  'translations.write': ADMINS,
  /** The shop's staff accounts and their roles. */
  'staff.manage': OWNER,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** Whether a role may take an action; a customer, or no one, never may. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The actions a role may take, in the table's order. */
export function permissionsOf(role: Role | null | undefined): Permission[] {
  return PERMISSION_NAMES.filter((permission) => can(role, permission));
}
