// The database schema, one file per part of the domain; PGlite and PostgreSQL 15+ share it (only
// features both have: gen_random_uuid is core).

export * from './enums';
export * from './store';
export * from './catalog';
export * from './accounts';
export * from './promotions';
export * from './orders';
export * from './messages';
export * from './stock';
export * from './audit';
export * from './translations';
export * from './machine-translation';
