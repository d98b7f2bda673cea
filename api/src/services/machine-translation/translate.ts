import {
  PROMPT_LANGUAGE_NAMES,
  type DraftDiscardInput,
  type DraftMade,
  type MachineTranslateInput,
  type MachineTranslateResult,
} from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { SecretsKey } from '../../secrets';
import { recordAudit, type Actor } from '../audit/audit';
import { readShopLanguages } from '../store/store';
import { sourceHash } from '../translations/sources';
import { translateText } from './chat-client';
import { deleteDrafts, upsertDrafts } from './repository';
import { usableService, type MachineTranslationService } from './settings';
import { readMainTexts, type MainText } from '../translations/main-texts';

/** Calls to the endpoint at once: a few, so a page's texts come back soon without a flood. */
const CONCURRENT_CALLS = 3;

/** The prompt for a text, its placeholders filled. */
const promptFor = (
  service: MachineTranslationService,
  text: MainText,
  main: Language,
  to: Language,
) =>
  service
    .prompt(text.ref.kind)
    .replaceAll('{sourceLanguage}', PROMPT_LANGUAGE_NAMES[main])
    .replaceAll('{targetLanguage}', PROMPT_LANGUAGE_NAMES[to])
    .replaceAll('{field}', text.ref.field);

/**
 * Each text translated by the endpoint, CONCURRENT_CALLS at a time; the first failure stops the
 * rest (their calls aborted) and is the answer: all the texts come back, or none.
 */
async function translateAll(
  service: MachineTranslationService,
  texts: MainText[],
  main: Language,
  to: Language,
  timeoutMs: number,
): Promise<string[]> {
  const results: string[] = new Array(texts.length);
  const stop = new AbortController();
  let first: unknown;
  let next = 0;
  const worker = async () => {
    while (next < texts.length && !stop.signal.aborted) {
      const index = next++;
      const text = texts[index]!;
      try {
        results[index] = await translateText(
          service,
          { system: promptFor(service, text, main, to), text: text.source },
          timeoutMs,
          stop.signal,
        );
      } catch (error) {
        // The calls the abort ends fail too: the answer is why the first one failed.
        if (!stop.signal.aborted) first = error;
        stop.abort();
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_CALLS, texts.length) }, worker));
  if (stop.signal.aborted) throw first;
  return results;
}

export interface TranslateContext {
  actor: Actor;
  secretsKey: SecretsKey;
  timeoutMs: number;
  /** Told of a failed call (its kind and status, never what the endpoint said). */
  onFailure: (error: unknown) => void;
}

/**
 * `POST admin/translations/machine`: the named texts' main-language sources sent to the shop's
 * endpoint, one call each, and the answers kept as drafts (replacing older ones) with the md5 of
 * the source they translate, recorded in the audit record. Nothing is written to the records:
 * a person accepts a draft by saving it on the translations page.
 */
export async function machineTranslate(
  db: Database,
  { language, texts }: MachineTranslateInput,
  context: TranslateContext,
): Promise<MachineTranslateResult> {
  const shop = await readShopLanguages(db);
  if (!shop.all.includes(language))
    throw new AppError(400, 'LOCALE_NOT_FOUND', 'Not a language of the shop', {
      fields: { language: 'language_unknown' },
    });
  if (language === shop.main)
    throw new AppError(400, 'ENTITY_BAD_REQUEST', 'The main language is the source', {
      fields: { language: 'main_language' },
    });
  const seen = new Set<string>();
  texts.forEach((text, index) => {
    const key = `${text.kind} ${text.id} ${text.field}`;
    if (seen.has(key))
      throw new AppError(400, 'ENTITY_BAD_REQUEST', 'A text named twice', {
        fields: { [`texts.${index}`]: 'text_repeated' },
      });
    seen.add(key);
  });
  const service = await usableService(db, context.secretsKey);
  const sources = await readMainTexts(db, texts, shop.main);
  let translated: string[];
  try {
    translated = await translateAll(service, sources, shop.main, language, context.timeoutMs);
  } catch (error) {
    context.onFailure(error);
    throw error;
  }
  const createdAt = new Date();
  const rows = sources.map((text, index) => ({
    kind: text.ref.kind,
    recordId: text.ref.id,
    field: text.ref.field,
    language,
    text: translated[index]!,
    sourceHash: sourceHash(text.source),
    model: service.model,
    createdBy: context.actor.id,
    createdAt,
  }));
  await db.transaction(async (tx) => {
    await upsertDrafts(tx, rows);
    await recordAudit(tx, context.actor, {
      action: 'translation.draft',
      entity: 'translation',
      entityId: language,
      after: {
        model: service.model,
        texts: rows.map((row) => `${row.kind} ${row.recordId} ${row.field}`),
      },
    });
  });
  const drafts: DraftMade[] = rows.map((row) => ({
    kind: row.kind,
    id: row.recordId,
    field: row.field,
    language,
    text: row.text,
    model: row.model,
    createdAt: createdAt.toISOString(),
  }));
  return { drafts };
}

/** `POST admin/translations/drafts/discard`: the drafts of these texts dropped, audited. */
export async function discardDrafts(
  db: Database,
  { texts }: DraftDiscardInput,
  actor: Actor,
): Promise<{ discarded: number }> {
  return db.transaction(async (tx) => {
    const discarded = await deleteDrafts(tx, texts);
    if (discarded > 0)
      await recordAudit(tx, actor, {
        action: 'translation.draft.discard',
        entity: 'translation',
        entityId: 'drafts',
        before: {
          texts: texts.map((text) => `${text.kind} ${text.id} ${text.field} ${text.language}`),
        },
      });
    return { discarded };
  });
}
