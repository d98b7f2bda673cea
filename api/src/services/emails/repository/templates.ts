import { and, eq } from 'drizzle-orm';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../../db/database';
import { emailTemplates } from '../../../db/schema';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

const of = (kind: string, language: Language) =>
  and(eq(emailTemplates.kind, kind), eq(emailTemplates.language, language));

export function allTemplateRows(db: Database): Promise<EmailTemplateRow[]> {
  return db.select().from(emailTemplates);
}

export async function templateRow(
  db: Database,
  kind: string,
  language: Language,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(of(kind, language)).limit(1);
  return row;
}

interface Texts {
  subject: string | null;
  body: string | null;
  updatedBy: string;
}

/** The first save of a kind and language: undefined when another save made its row first. */
export async function insertTemplate(
  db: Database,
  kind: string,
  language: Language,
  texts: Texts,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .insert(emailTemplates)
    .values({ kind, language, ...texts })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A save over `version`: undefined when the row is at another version now. */
export async function updateTemplate(
  db: Database,
  kind: string,
  language: Language,
  version: number,
  texts: Texts,
  now: Date,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...texts, version: version + 1, updatedAt: now })
    .where(and(of(kind, language), eq(emailTemplates.version, version)))
    .returning();
  return row;
}
