import type { ContactMessage } from '@storefront/shared/schemas';
import type { Database } from '../../db/database';
import { insertContactMessage, pageOfContactMessages } from './repository';

/** Keeps a message sent through the contact form; its id and time are the sender's receipt. */
export async function storeContactMessage(db: Database, input: ContactMessage) {
  const { name, email, phone, message, lang } = input;
  const stored = await insertContactMessage(db, {
    name,
    email,
    phone: phone ?? null,
    message,
    language: lang,
  });
  return { id: stored.id, createdAt: stored.createdAt.toISOString() };
}

/** The messages sent, newest first, a page at a time. */
export async function listContactMessages(
  db: Database,
  { page, limit }: { page: number; limit: number },
) {
  const { rows, total } = await pageOfContactMessages(db, { limit, offset: (page - 1) * limit });
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    limit,
  };
}
