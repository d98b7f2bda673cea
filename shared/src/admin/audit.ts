import type { StaffRole } from './permissions';

/**
 * The kinds of record the back office's writes change, as the audit record names them: the
 * audit page offers them as a filter (the API takes any well-formed kind, so a new one is found
 * before it is listed here).
 */
export const AUDIT_RECORD_KINDS = [
  'order',
  'product',
  'category',
  'supply',
  'promotion',
  'promo-code',
  'user',
  'store',
  'contact-message',
] as const;

/** A kind of record, or an action (`promo-code.expire`): lower-case words, dots and dashes. */
export const AUDIT_NAME_PATTERN = /^[a-z][a-z0-9.-]{0,59}$/;

/** One staff write, as the audit record keeps it (`GET admin/audit`). */
export interface AuditEntryView {
  id: number;
  /** Who, as they were then (an account removed since keeps its history). */
  actor: { id: string | null; email: string; role: StaffRole };
  /** What was done, e.g. `promotion.update`. */
  action: string;
  /** The kind of record and its id. */
  entity: string;
  entityId: string;
  /** The record's version after the write, when it has one. */
  version: number | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: string;
}

/** `GET admin/audit`: newest first. */
export interface AuditPage {
  items: AuditEntryView[];
  total: number;
  page: number;
  limit: number;
}

/** The filters of `GET admin/audit` (all optional). */
export interface AuditFilter {
  entity?: string;
  entityId?: string;
  /** The staff member's email. */
  actor?: string;
  action?: string;
  /** From this moment on (ISO), and before this one. */
  from?: string;
  to?: string;
  page?: number;
}
