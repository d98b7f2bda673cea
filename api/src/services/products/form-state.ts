import type {
  AdminProduct,
  ProductInput,
  ProductTexts,
  ShopLanguages,
} from '@storefront/shared/admin';
import { LANGUAGES, type Language } from '@storefront/shared/core';
import { imageUrl } from '../images/image-url';
import type { ImageRow, ProductRow } from './repository';

/** A product's record as the back office reads it: the row, its texts and its pictures. */
export interface ProductRecord {
  product: ProductRow;
  category: string;
  brand: string | null;
  texts: ProductTexts;
  images: ImageRow[];
}

/** What the product form shows and edits, at the version it was read at. */
export function toAdminProduct(record: ProductRecord, languages: ShopLanguages): AdminProduct {
  const { product } = record;
  return {
    id: product.id,
    ...fieldsOf(record),
    discountPrice: product.discountPrice,
    images: record.images.map((image) => ({
      id: image.id,
      url: imageUrl(image.path),
      alt: image.alt,
    })),
    stock: product.stock,
    version: product.version,
    languages,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** A text per language, every language named (absent: null), so a change names its language. */
const perLanguage = (texts: ProductTexts, key: 'name' | 'description') =>
  Object.fromEntries(LANGUAGES.map((language) => [language, texts[language]?.[key] ?? null]));

/**
 * The form's fields as the audit record keeps them, flat, the texts as `{ name: { en, … } }`: a
 * conflict names what changed since (`price`, `name.pl`) from two of these.
 */
export function auditedFields(fields: ProductInput) {
  return {
    slug: fields.slug,
    name: perLanguage(fields.texts, 'name'),
    description: perLanguage(fields.texts, 'description'),
    category: fields.category,
    brand: fields.brand,
    price: fields.price,
    salePrice: fields.salePrice,
    featured: fields.featured,
    visible: fields.visible,
  };
}

/** The record's own fields, as the form would send them unchanged. */
export function fieldsOf(record: ProductRecord): ProductInput {
  const { product } = record;
  return {
    slug: product.slug,
    texts: record.texts,
    category: record.category,
    brand: record.brand,
    price: product.price,
    salePrice: product.salePrice,
    featured: product.featured,
    visible: product.visible,
  };
}

/** The pictures as the audit record keeps them: in order, with their descriptions. */
export const auditedPictures = (
  images: readonly { id: string; alt: Partial<Record<Language, string>> }[],
) => ({ images: images.map(({ id, alt }) => ({ id, alt })) });

/** Keeps the descriptions' languages in a fixed order, dropping empty ones. */
export function cleanAlt(alt: Partial<Record<Language, string>>) {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => (alt[language] ? [[language, alt[language]]] : [])),
  ) as Partial<Record<Language, string>>;
}
