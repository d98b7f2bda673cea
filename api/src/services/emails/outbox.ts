import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import {
  claimEmail,
  claimableEmails,
  insertEmail,
  markDone,
  markUnsent,
  pageOfOutbox,
} from './repository';

/**
 * What the shop's emails are made for; the outbox keeps it beside each email (`template-test`: a
 * staff member's test of an email template, sent to themselves; `contact-reply`: staff's answer
 * to a message of the contact form).
 */
export type EmailTemplate =
  | 'welcome'
  | 'password-reset'
  | 'staff-invitation'
  | 'order-placed'
  | 'order-status'
  | 'template-test'
  | 'contact-reply';

export interface OutgoingEmail {
  recipient: string;
  subject: string;
  text: string;
  /** The same email as HTML, when it has a part of that kind. */
  html?: string;
  template: EmailTemplate;
}

/** What sends an email: nodemailer's transporter (its defaults give the sender), or a test double. */
export interface MailTransport {
  sendMail(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export type OutboxLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Puts an email in the outbox; the sender delivers it later. Called with a transaction's handle,
 * the email exists only if what it tells about does.
 */
export function queueEmail(db: Database, email: OutgoingEmail): Promise<string> {
  return insertEmail(db, email);
}

export interface DeliveryOptions {
  /** Tries an email gets before it is FAILED. */
  maxAttempts?: number;
  /** Emails read per round. */
  batch?: number;
}

export interface DeliveryReport {
  sent: number;
  logged: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the pending emails, oldest first. With a transport each is sent and marked SENT, or
 * kept PENDING with its error for the next round, FAILED after `maxAttempts` tries. Without one
 * (no SMTP configured) each is marked LOGGED and its text written to the log, so whoever runs
 * the shop locally can follow the links in it.
 *
 * An email is claimed by raising its attempts from the count read and stamping the claim (a
 * conditional update), so two senders, in one process or in replicas, never both send it: one
 * that read it before the claim finds the count changed, one that reads it after finds it
 * claimed. A sender that dies mid-send leaves it PENDING, taken over once the claim is stale.
 */
export async function deliverPending(
  db: Database,
  transport: MailTransport | null,
  log: OutboxLog,
  { maxAttempts = 5, batch = 20 }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, logged: 0, retried: 0, failed: 0 };
  const pending = await claimableEmails(db, batch);

  for (const email of pending) {
    const claimed = await claimEmail(db, email);
    if (!claimed) continue;
    const about = { emailId: email.id, to: email.recipient, template: email.template };

    if (!transport) {
      log.info(about, `email (not sent: SMTP_URL is not set): ${email.subject}\n${email.text}`);
      await markDone(db, email.id, 'LOGGED');
      report.logged += 1;
      continue;
    }
    try {
      await transport.sendMail({
        to: email.recipient,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
      });
      await markDone(db, email.id, 'SENT');
      report.sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = claimed.attempts >= maxAttempts;
      await markUnsent(db, email.id, { status: failed ? 'FAILED' : 'PENDING', lastError });
      log.warn({ ...about, attempts: claimed.attempts, err: lastError }, 'email not sent');
      report[failed ? 'failed' : 'retried'] += 1;
    }
  }
  return report;
}

/**
 * The outbox, newest first, to one recipient or all; the body only of the emails logged instead
 * of sent (a body can hold a reset link: see the email-outbox route).
 */
export async function listOutbox(
  db: Database,
  { page, limit, recipient }: { page: number; limit: number; recipient?: string },
) {
  const { rows, total } = await pageOfOutbox(db, { recipient, limit, offset: (page - 1) * limit });
  return {
    items: rows.map((row) => ({
      ...row,
      text: row.status === 'LOGGED' ? row.text : null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total,
    page,
    limit,
  };
}
