import type { ErrorProduct, Language } from '@storefront/shared/core';
import { LANGUAGES } from '@storefront/shared/core';
import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { productTexts, products } from '../../../db/schema';
import { mainLanguage, searchQuery } from '../../catalog/repository/expressions';

/**
 * A product's name in the language, else in the shop's main one, else its slug: a back-office
 * list shows every product, one without texts too.
 */
export const nameOf = (
  productId: SQLWrapper,
  slug: SQLWrapper,
  lang: Language,
) => sql<string>`coalesce(
  (select ${productTexts.name} from ${productTexts} where ${productTexts.productId} = ${productId} and ${productTexts.language} = ${lang}),
  (select ${productTexts.name} from ${productTexts} where ${productTexts.productId} = ${productId} and ${productTexts.language} = ${mainLanguage}),
  ${slug}
)`;

/** `%`, `_` and `\` typed by staff match themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Products whose slug holds the words as typed, or whose name in any of the shop's languages has
 * every word (as a prefix, diacritics aside, as the storefront's search finds them). Each
 * language is asked of its own full-text index.
 */
export function productMatches(words: string) {
  const query = searchQuery(words);
  const slug = sql`${products.slug} like ${likePattern(words.toLowerCase())}`;
  if (query === null) return slug;
  const inLanguage = LANGUAGES.map(
    (language) =>
      sql`(${productTexts.language} = ${sql.raw(`'${language}'`)} and ${productTexts.search} @@ to_tsquery('simple', ${query}))`,
  );
  return sql`(${slug} or ${products.id} in (select ${productTexts.productId} from ${productTexts} where ${sql.join(inLanguage, sql` or `)}))`;
}

/** The products' names in every language they have, as an error names them. */
export async function productsNamed(db: Database, ids: readonly string[]): Promise<ErrorProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: productTexts.productId,
      language: productTexts.language,
      name: productTexts.name,
    })
    .from(productTexts)
    .where(inArray(productTexts.productId, [...ids]));
  return ids.map((id) => ({
    id,
    name: Object.fromEntries(
      rows.filter((row) => row.id === id).map((row) => [row.language, row.name]),
    ),
  }));
}
