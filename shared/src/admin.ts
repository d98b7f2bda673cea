// @storefront/shared/admin: what the back office and the API agree on (who may do what, the
// records of stock and discounts, the answers of the back office's routes). Framework-free, and
// never part of a shopper's pages: only the admin remote and the API import it.

export * from './admin/permissions';
export * from './admin/notifications';
export * from './admin/stock';
export * from './admin/stock-schemas';
export * from './admin/discounts';
export * from './admin/audit';
export * from './admin/versions';
export * from './admin/session';
export * from './admin/events';
export * from './admin/orders';
export * from './admin/products';
export * from './admin/amounts';
export * from './admin/store-settings';
export * from './admin/staff';
export * from './admin/translations';
export * from './admin/email-templates';
export * from './admin/contact-messages';
