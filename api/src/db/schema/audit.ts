import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { roleEnum } from './enums';

/**
 * The record of every staff write: who (as they were then: no foreign key, so removing an
 * account keeps its history), with which role, what they did to which record, its state before
 * and after, when, and the request's id. Rows are only ever added: a trigger refuses any
 * update, delete or truncate (see the migration that made this table).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorRole: roleEnum('actor_role').notNull(),
    /** What was done, e.g. `product.update`, `order.status`, `supply.receive`. */
    action: text('action').notNull(),
    /** The kind of record, e.g. `product`, and its id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** The record's version after the write, when it has one. */
    version: integer('version'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
  ],
);
