import type {
  ContactInboxState,
  ContactMessagePage,
  ContactMessageView,
  ContactReplyView,
  ContactThread,
  StaffRole,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import type { ContactMessageRow } from './repository';
import {
  findContactMessage,
  lockContactMessage,
  pageOfInbox,
  replyCounts,
  repliesOf,
  setContactMessageRead,
} from './repository/inbox';

/*
 * The back office's inbox of the contact form: its messages newest first, each read or unread,
 * opened as a thread with the replies staff sent. Every change of a message (read, unread, a
 * reply) is made from the version read, raises it, and is in the audit record.
 */

export const CONTACT_MESSAGE_ENTITY = 'contact-message';

export const messageNotFound = (id: string) =>
  notFound('ENTITY_NOT_FOUND', `No contact message ${id}`);

function toView(
  row: ContactMessageRow,
  replies: { count: number; last: Date | null } | undefined,
): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    readBy: row.readBy,
    replyCount: replies?.count ?? 0,
    lastReplyAt: replies?.last?.toISOString() ?? null,
    version: row.version,
  };
}

/** `GET admin/messages`: newest first, filtered by state and words, with the unread count. */
export async function listInbox(
  db: Database,
  { page, limit, state, q }: { page: number; limit: number; state?: ContactInboxState; q?: string },
): Promise<ContactMessagePage> {
  const { rows, total, unread } = await pageOfInbox(db, {
    state,
    q,
    limit,
    offset: (page - 1) * limit,
  });
  const counts = await replyCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toView(row, counts.get(row.id))),
    total,
    page,
    limit,
    unread,
  };
}

/** `GET admin/messages/{id}`: the message and its replies, oldest first. Reading marks nothing. */
export async function readThread(db: Database, id: string): Promise<ContactThread> {
  const row = await findContactMessage(db, id);
  if (!row) throw messageNotFound(id);
  const replies: ContactReplyView[] = (await repliesOf(db, id)).map(({ reply, emailStatus }) => ({
    id: reply.id,
    text: reply.text,
    author: { email: reply.authorEmail, role: reply.authorRole as StaffRole },
    language: reply.language,
    createdAt: reply.createdAt.toISOString(),
    emailStatus,
  }));
  const last = replies.at(-1);
  return {
    ...toView(row, { count: replies.length, last: last ? new Date(last.createdAt) : null }),
    replies,
  };
}

/** What the audit record keeps of a message's state. */
export const auditState = (row: ContactMessageRow, replies: number) => ({
  read: row.readAt !== null,
  replies,
});

/**
 * Runs a change of one message: its row locked, the version the page read compared (409 with
 * who changed it since, and what), then `change`. Answers the thread as it is after.
 */
export async function changeMessage(
  db: Database,
  id: string,
  version: number,
  change: (tx: Database, row: ContactMessageRow, replies: number) => Promise<void>,
): Promise<ContactThread> {
  await db.transaction(async (tx) => {
    const row = await lockContactMessage(tx, id);
    if (!row) throw messageNotFound(id);
    if (row.version !== version)
      throw await versionConflict(
        tx,
        {
          entity: CONTACT_MESSAGE_ENTITY,
          entityId: id,
          label: `The message from ${row.email}`,
        },
        version,
        row.version,
      );
    const replies = (await replyCounts(tx, [id])).get(id)?.count ?? 0;
    await change(tx, row, replies);
  });
  return readThread(db, id);
}

/**
 * `PUT admin/messages/{id}/read`: read (the back office marks a message so as it opens it) or
 * unread again. A message already so is left as it is, its version too: nothing was written.
 */
export async function markMessage(
  db: Database,
  actor: Actor,
  id: string,
  { read, version }: { read: boolean; version: number },
  now = new Date(),
): Promise<ContactThread> {
  return changeMessage(db, id, version, async (tx, row, replies) => {
    if ((row.readAt !== null) === read) return;
    const changed = await setContactMessageRead(tx, id, read ? { at: now, by: actor.email } : null);
    await recordAudit(tx, actor, {
      action: read ? 'contact-message.read' : 'contact-message.unread',
      entity: CONTACT_MESSAGE_ENTITY,
      entityId: id,
      version: changed.version,
      before: auditState(row, replies),
      after: auditState(changed, replies),
    });
  });
}
