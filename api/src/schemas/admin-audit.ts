import { AUDIT_NAME_PATTERN } from '@storefront/shared/admin';
import { STAFF_ROLES } from '@storefront/shared/core';
import { z } from 'zod';
import { pageQuery, typedText } from './common';
import { storedDateTime } from './promo-codes';

const auditName = () => z.string().trim().toLowerCase().regex(AUDIT_NAME_PATTERN, 'name_invalid');

/** `GET admin/audit`: every filter optional; `from` is included, `to` is not. */
export const auditQuery = pageQuery
  .extend({
    entity: auditName().optional(),
    entityId: typedText().trim().min(1).max(100).optional(),
    /** The staff member's email (as it was when they wrote). */
    actor: z.string().trim().toLowerCase().pipe(z.email('email_invalid').max(254)).optional(),
    action: auditName().optional(),
    from: storedDateTime('from_out_of_range').optional(),
    to: storedDateTime('to_out_of_range').optional(),
  })
  .refine((query) => !query.from || !query.to || new Date(query.from) < new Date(query.to), {
    message: 'to_before_from',
    path: ['to'],
  });

const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.string().nullable(), email: z.string(), role: z.enum(STAFF_ROLES) }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  version: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});

export const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
