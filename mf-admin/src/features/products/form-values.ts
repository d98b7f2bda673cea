import { LANGUAGES, type Language } from '@storefront/shared';
import { formatAmount, type AdminProduct, type ProductFormValues } from '@storefront/shared/admin';

/** The form's values: prices as amounts to type over, no brand or discount as empty fields. */
export type ProductFormInput = ProductFormValues;

/**
 * The form of a product as read, or an empty one for a new product: a name and a description
 * for every language, empty where there is none.
 */
export function formValuesOf(product: AdminProduct | null, lang: Language): ProductFormInput {
  return {
    slug: product?.slug ?? '',
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          name: product?.texts[language]?.name ?? '',
          description: product?.texts[language]?.description ?? '',
        },
      ]),
    ) as Record<Language, { name: string; description: string }>,
    category: product?.category ?? '',
    brand: product?.brand ?? '',
    price: product ? formatAmount(product.price, lang) : '',
    salePrice: product?.salePrice ? formatAmount(product.salePrice, lang) : '',
    featured: product?.featured ?? false,
    visible: product?.visible ?? false,
  };
}

/** Every field the API may refuse by name, for its errors to be put beside them. */
export const FORM_FIELDS = [
  'slug',
  'category',
  'brand',
  'price',
  'salePrice',
  'visible',
  ...LANGUAGES.flatMap((language) => [`texts.${language}.name`, `texts.${language}.description`]),
] as const;
