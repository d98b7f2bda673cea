import { z } from 'zod';
import { pageQuery, typedText } from './common';

export const outboxQuery = pageQuery.extend({
  /** Only the emails to this address (any case). */
  recipient: typedText().trim().toLowerCase().max(254).optional(),
});

const outboxEmail = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The body, for emails only logged (no SMTP: the server log has it too); null otherwise. */
  text: z.string().nullable(),
  template: z.string(),
  status: z.enum(['PENDING', 'SENT', 'FAILED', 'LOGGED']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const outboxPage = z.object({
  items: z.array(outboxEmail),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
