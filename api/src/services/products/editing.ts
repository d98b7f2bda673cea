import {
  can,
  textGaps,
  type AdminProduct,
  type ProductInput,
  type ProductUpdate,
  type ShopLanguages,
} from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { AppError, forbidden } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { applyProductPrices } from '../promotions/product-prices';
import { readShopLanguages } from '../store/store';
import { changedLanguages, recordTranslationSources } from '../translations/sources';
import { auditedFields, fieldsOf } from './form-state';
import { invalidateProduct, lockAtVersion, readWritten, type WriteContext } from './records';
import {
  categoryAndBrand,
  insertProduct,
  isSlugTaken,
  replaceTexts,
  updateProduct,
  type ProductFields,
} from './repository';

const imageRequired = () =>
  new AppError(
    409,
    'PRODUCT_IMAGE_REQUIRED',
    'A visible product needs at least one picture: add one, then make it visible',
  );

const slugTaken = (slug: string) =>
  new AppError(409, 'PRODUCT_ALREADY_EXISTS', `Another product has the slug ${slug}`, {
    fields: { slug: 'slug_taken' },
  });

/** 400 naming the texts the product lacks for what it is to be (see `textGaps`). */
function checkTexts(input: ProductInput, languages: ShopLanguages) {
  const gaps = textGaps(input.texts, languages, input.visible);
  if (Object.keys(gaps).length > 0)
    throw new AppError(
      400,
      'ENTITY_BAD_REQUEST',
      `Texts missing: ${Object.keys(gaps).join(', ')}`,
      {
        fields: gaps,
      },
    );
}

/** The row's fields of the input; 400 for a category or a brand the shop does not have. */
async function rowFields(db: Database, input: ProductInput): Promise<ProductFields> {
  const { categoryId, brandId } = await categoryAndBrand(db, input.category, input.brand);
  const fields: Record<string, string> = {};
  if (!categoryId) fields.category = 'category_unknown';
  if (brandId === undefined) fields.brand = 'brand_unknown';
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'ENTITY_BAD_REQUEST', 'Unknown category or brand', { fields });
  return {
    slug: input.slug,
    categoryId: categoryId!,
    brandId: brandId ?? null,
    price: input.price,
    salePrice: input.salePrice,
    featured: input.featured,
    visible: input.visible,
  };
}

const mayChangePrices = (actor: Actor) => can(actor.role, 'prices.write');

const PRODUCT_TEXT_FIELDS = ['name', 'description'] as const;

/**
 * Keeps what the product's translations were written from (see `recordTranslationSources`): a
 * text the form changed is up to date with the main text saved with it; one it left while the
 * main text changed is outdated from now.
 */
async function recordTextSources(
  tx: Database,
  id: string,
  languages: ShopLanguages,
  before: ProductInput['texts'],
  after: ProductInput['texts'],
) {
  const perLanguage = (texts: ProductInput['texts'], field: (typeof PRODUCT_TEXT_FIELDS)[number]) =>
    Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text[field]]));
  await recordTranslationSources(
    tx,
    { kind: 'product', id, main: languages.main, languages: languages.all },
    PRODUCT_TEXT_FIELDS.map((field) => {
      const [from, to] = [perLanguage(before, field), perLanguage(after, field)];
      return { field, before: from, after: to, written: changedLanguages(from, to) };
    }),
  );
}

/** A transaction whose unique slug is taken answers 409 PRODUCT_ALREADY_EXISTS. */
async function withSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isSlugTaken(error)) throw slugTaken(slug);
    throw error;
  }
}

/**
 * A new product, hidden (a visible product needs a picture, and a new one has none: 409
 * PRODUCT_IMAGE_REQUIRED), with no stock and its first stock record saying so, its discount
 * price set by the promotions' service, and the audit record of its creation. Its price needs
 * `prices.write` besides the route's `products.write`.
 */
export async function createProduct(
  db: Database,
  input: ProductInput,
  context: WriteContext,
): Promise<AdminProduct> {
  if (!mayChangePrices(context.actor)) throw forbidden('Setting a price needs prices.write');
  if (input.visible) throw imageRequired();
  const languages = await readShopLanguages(db);
  checkTexts(input, languages);
  const fields = await rowFields(db, input);
  return withSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const row = await insertProduct(tx, fields, context.actor.id);
      await replaceTexts(tx, row.id, input.texts);
      await recordTextSources(tx, row.id, languages, {}, input.texts);
      await applyProductPrices(tx, [row.id]);
      await recordAudit(tx, context.actor, {
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        version: row.version,
        before: null,
        after: auditedFields(input),
      });
      // Hidden, so on no storefront page; but in the back office's totals on every process.
      await invalidateProduct(context, tx, row.id);
      return readWritten(tx, row.id, languages);
    }),
  );
}

/**
 * Saves the product form over the version it was read at (409 with what changed since, nothing
 * written, when the product is at another): its fields and texts, its version raised, its
 * discount price set again, audited, and the storefront's answers about it dropped. A change of
 * price or own discount needs `prices.write`; a visible product needs a picture.
 */
export async function updateProductForm(
  db: Database,
  id: string,
  { version, ...input }: ProductUpdate,
  context: WriteContext,
): Promise<AdminProduct> {
  const languages = await readShopLanguages(db);
  checkTexts(input, languages);
  const fields = await rowFields(db, input);
  return withSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const record = await lockAtVersion(tx, id, version);
      const before = fieldsOf(record);
      const pricesChanged = before.price !== input.price || before.salePrice !== input.salePrice;
      if (pricesChanged && !mayChangePrices(context.actor))
        throw forbidden('Changing a price or a discount needs prices.write');
      if (input.visible && record.images.length === 0) throw imageRequired();
      const row = await updateProduct(tx, id, version, fields);
      // Locked at this version above, so the update found it.
      await replaceTexts(tx, id, input.texts);
      await recordTextSources(tx, id, languages, record.texts, input.texts);
      await applyProductPrices(tx, [id]);
      await recordAudit(tx, context.actor, {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        version: row!.version,
        before: auditedFields(before),
        after: auditedFields(input),
      });
      await invalidateProduct(context, tx, id);
      return readWritten(tx, id, languages);
    }),
  );
}
