/*
 * The back office's reads and writes of products: the list (list.ts), a product's own record
 * (records.ts) and its pictures (pictures.ts).
 */

export * from './list';
export * from './records';
export * from './pictures';
