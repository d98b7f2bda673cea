import * as z from 'zod/mini';
import type { Language } from '../contracts/languages';
import { typedString } from '../schemas/text';
import type { StaffRole } from './permissions';

/*
 * The contact form's messages as the back office's inbox shows them (`admin/messages`): read or
 * unread, answered by email through the shop's outbox, each reply kept with its message. Forms
 * and the API validate with the same schemas; messages are translation keys of the back office's
 * `messages.validation` texts.
 */

/** The inbox's filter: the messages nobody has opened yet, or those opened. */
export const CONTACT_INBOX_STATES = ['unread', 'read'] as const;
export type ContactInboxState = (typeof CONTACT_INBOX_STATES)[number];

/** A reply is a short email written by a person: long enough to say something, at most a page. */
export const CONTACT_REPLY_LIMITS = { textMin: 2, textMax: 5000, searchMax: 100 } as const;

/** Where the email carrying a reply is, as the outbox says. */
export const REPLY_EMAIL_STATES = ['PENDING', 'SENT', 'FAILED', 'LOGGED'] as const;
export type ReplyEmailState = (typeof REPLY_EMAIL_STATES)[number];

/** A reply sent to a message: who wrote it (as they were then), when, and its email's state. */
export interface ContactReplyView {
  id: string;
  text: string;
  author: { email: string; role: StaffRole };
  /** The language it was sent in: the message's own. */
  language: Language;
  createdAt: string;
  /** Null once the outbox no longer has the email. */
  emailStatus: ReplyEmailState | null;
}

/** A message in the inbox (`GET admin/messages`). */
export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** The language the sender wrote in: the storefront's, when they sent it. */
  language: Language;
  createdAt: string;
  read: boolean;
  /** When it was first opened (or last marked read), and by whom. */
  readAt: string | null;
  readBy: string | null;
  replyCount: number;
  lastReplyAt: string | null;
  version: number;
}

/** `GET admin/messages`: newest first, a page of them, and how many are unread in all. */
export interface ContactMessagePage {
  items: ContactMessageView[];
  total: number;
  page: number;
  limit: number;
  unread: number;
}

/** `GET admin/messages/{id}`: the message and its replies, oldest first, as a thread. */
export interface ContactThread extends ContactMessageView {
  replies: ContactReplyView[];
}

/** The filters of `GET admin/messages` (all optional). */
export interface ContactMessageFilter {
  state?: ContactInboxState;
  /** Words found in the sender's name, email or message. */
  q?: string;
  page?: number;
}

const version = z
  .int('version_invalid')
  .check(z.minimum(1, 'version_invalid'), z.maximum(2_147_483_647, 'version_invalid'));

/** `PUT admin/messages/{id}/read`: read (opened) or unread again, from the version read. */
export const contactReadSchema = z.object({
  read: z.boolean('read_invalid'),
  version,
});
export type ContactReadInput = z.output<typeof contactReadSchema>;

/** The reply form's text: what the email says above the quoted message. */
export const contactReplyTextSchema = z.object({
  text: typedString('reply_required').check(
    z.trim(),
    z.minLength(1, 'reply_required'),
    z.minLength(CONTACT_REPLY_LIMITS.textMin, 'reply_too_short'),
    z.maxLength(CONTACT_REPLY_LIMITS.textMax, 'reply_too_long'),
  ),
});
export type ContactReplyText = z.output<typeof contactReplyTextSchema>;

/** `POST admin/messages/{id}/replies`: the text and the version the message was read at. */
export const contactReplySchema = z.object({ ...contactReplyTextSchema.shape, version });
export type ContactReplyInput = z.output<typeof contactReplySchema>;
