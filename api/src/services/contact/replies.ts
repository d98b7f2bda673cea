import type { ContactReplyInput, ContactThread } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { recordAudit, type Actor } from '../audit/audit';
import { queueEmail } from '../emails/outbox';
import { readPublicStore } from '../store/store';
import { auditState, changeMessage, CONTACT_MESSAGE_ENTITY } from './inbox';
import { replyEmail } from './reply-email';
import { insertContactReply, setContactMessageRead } from './repository/inbox';

/**
 * `POST admin/messages/{id}/replies`: answers a message by email. In one transaction, from the
 * version the thread was read at (409 when someone answered or marked it since: two staff members
 * never both answer unaware of each other): the email is queued in the outbox, to the sender,
 * from the shop's address (EMAIL_FROM), in the language the message was written in; the reply
 * is kept with its message, which is read from then on; the audit record has it.
 */
export async function replyToMessage(
  db: Database,
  actor: Actor,
  id: string,
  { text, version }: ContactReplyInput,
  now = new Date(),
): Promise<ContactThread> {
  const { mainInfo } = await readPublicStore(db);
  return changeMessage(db, id, version, async (tx, row, replies) => {
    const email = replyEmail({
      shop: mainInfo.name,
      timeZone: mainInfo.timeZone,
      reply: text,
      message: { text: row.message, sentAt: row.createdAt, language: row.language },
    });
    const emailId = await queueEmail(tx, {
      recipient: row.email,
      ...email,
      template: 'contact-reply',
    });
    await insertContactReply(tx, {
      messageId: id,
      text,
      language: row.language,
      authorId: actor.id,
      authorEmail: actor.email,
      authorRole: actor.role,
      emailId,
    });
    // Answered is read: the reply's author has read it, whoever opened it first.
    const changed = await setContactMessageRead(
      tx,
      id,
      row.readAt ? { at: row.readAt, by: row.readBy ?? actor.email } : { at: now, by: actor.email },
    );
    await recordAudit(tx, actor, {
      action: 'contact-message.reply',
      entity: CONTACT_MESSAGE_ENTITY,
      entityId: id,
      version: changed.version,
      before: auditState(row, replies),
      after: auditState(changed, replies + 1),
    });
  });
}
