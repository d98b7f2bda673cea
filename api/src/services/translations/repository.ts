import type { TranslationKind, TranslationState } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, productTexts, stores, translationSources } from '../../db/schema';

/* The translations' reads and writes: what each text was translated from, and the texts. */

export type SourceRow = typeof translationSources.$inferInsert;

const sameText = (row: SourceRow) =>
  and(
    eq(translationSources.kind, row.kind),
    eq(translationSources.recordId, row.recordId),
    eq(translationSources.field, row.field),
    eq(translationSources.language, row.language),
  )!;

export async function deleteSources(tx: Database, rows: SourceRow[]): Promise<void> {
  if (rows.length > 0) await tx.delete(translationSources).where(or(...rows.map(sameText)));
}

export async function upsertSources(tx: Database, rows: SourceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(translationSources)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        translationSources.kind,
        translationSources.recordId,
        translationSources.field,
        translationSources.language,
      ],
      set: { sourceHash: sql`excluded.source_hash`, updatedAt: new Date() },
    });
}

export async function insertSourcesIfAbsent(tx: Database, rows: SourceRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(translationSources).values(rows).onConflictDoNothing();
}

/** The recorded sources of a kind's texts (of one record), by `recordId field language`. */
export async function sourcesOf(
  db: Database,
  kind: TranslationKind,
  recordId?: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(translationSources)
    .where(
      and(
        eq(translationSources.kind, kind),
        recordId === undefined ? undefined : eq(translationSources.recordId, recordId),
      ),
    );
  return new Map(
    rows.map((row) => [sourceKey(row.recordId, row.field, row.language), row.sourceHash]),
  );
}

export const sourceKey = (recordId: string, field: string, language: Language) =>
  `${recordId} ${field} ${language}`;

/** Every category with its texts, in the header's order; with `ids`, those alone, locked. */
export async function categoryTexts(db: Database, ids?: string[]) {
  const query = db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
    })
    .from(categories)
    .where(ids ? inArray(categories.id, ids) : undefined)
    .orderBy(asc(categories.position), asc(categories.slug));
  return ids ? query.for('update') : query;
}

export type CategoryTextsRow = Awaited<ReturnType<typeof categoryTexts>>[number];

export async function setCategoryTexts(
  tx: Database,
  id: string,
  texts: Pick<CategoryTextsRow, 'name' | 'description'>,
): Promise<void> {
  await tx.update(categories).set(texts).where(eq(categories.id, id));
}

/** The main-language texts (name, description) of the products named. */
export async function productMainTexts(db: Database, ids: string[], main: Language) {
  if (ids.length === 0) return [];
  return db
    .select({
      productId: productTexts.productId,
      name: productTexts.name,
      description: productTexts.description,
    })
    .from(productTexts)
    .where(and(inArray(productTexts.productId, ids), eq(productTexts.language, main)));
}

/** The store's translated sections (undefined without a store); with `lock`, held. */
export async function storeTextsRow(db: Database, { lock = false } = {}) {
  const query = db
    .select({
      id: stores.id,
      mainInfo: stores.mainInfo,
      seo: stores.seo,
      pagesContent: stores.pagesContent,
      slides: stores.slides,
    })
    .from(stores)
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export type StoreTextsRow = NonNullable<Awaited<ReturnType<typeof storeTextsRow>>>;

export async function setStoreTexts(tx: Database, row: StoreTextsRow): Promise<void> {
  const { id, ...sections } = row;
  await tx
    .update(stores)
    .set({ ...sections, updatedAt: new Date() })
    .where(eq(stores.id, id));
}

/** A raw statement's rows (both drivers are node-postgres: its result has them). */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface ProductGapQuery {
  main: Language;
  /** The languages looked at (the shop's other ones, or the one filtered). */
  languages: Language[];
  state?: TranslationState;
  record?: string;
}

/**
 * Every product text (name, description) in each language that the main language has and the
 * language lacks or has from an older main text: one row per product, field and language. The
 * states are worked out in the statement, so a page and the counts read only what they show.
 */
const productGaps = (query: ProductGapQuery) => sql`
  with texts as (
    select p.id, p.version, m.name as label, l.language, f.field,
      case f.field when 'name' then m.name else m.description end as source,
      coalesce(case f.field when 'name' then t.name else t.description end, '') as text,
      s.source_hash
    from products p
    join product_texts m on m.product_id = p.id and m.language = ${query.main}
    cross join unnest(array[${sql.join(
      query.languages.map((language) => sql`${language}`),
      sql`, `,
    )}]::language[]) as l(language)
    cross join (values ('name'), ('description')) as f(field)
    left join product_texts t on t.product_id = p.id and t.language = l.language
    left join translation_sources s on s.kind = 'product' and s.record_id = p.id::text
      and s.field = f.field and s.language = l.language
    ${query.record ? sql`where p.id = ${query.record}` : sql``}
  ), states as (
    select *, case
        when text = '' then 'missing'
        when source_hash is not null and source_hash <> md5(source) then 'outdated'
      end as state
    from texts
    where source <> ''
  )
  select * from states
  where state is not null ${query.state ? sql`and state = ${query.state}` : sql``}`;

export interface ProductGapRow {
  id: string;
  version: number;
  label: string;
  language: Language;
  field: 'name' | 'description';
  source: string;
  text: string;
  state: TranslationState;
}

/** A page of the products' gaps, by product name, product, field and language. */
export function productGapPage(
  db: Database,
  query: ProductGapQuery,
  offset: number,
  limit: number,
): Promise<ProductGapRow[]> {
  return rowsOf<ProductGapRow>(
    db,
    sql`select id, version, label, language, field, source, text, state
        from (${productGaps(query)}) gaps
        order by lower(label), id, field desc, language
        limit ${limit} offset ${offset}`,
  );
}

/** How many product texts are missing and outdated, per language. */
export async function productGapCounts(db: Database, query: ProductGapQuery) {
  const rows = await rowsOf<{
    language: Language;
    state: TranslationState;
    count: string | number;
  }>(
    db,
    sql`select language, state, count(*) as count from (${productGaps(query)}) gaps
        group by language, state`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
