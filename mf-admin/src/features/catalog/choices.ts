import type { Language } from '@storefront/shared';
import type { AdminCategory, ShopLanguages } from '@storefront/shared/admin';
import { useGetAdminBrandsQuery, useGetAdminCategoriesQuery } from '../../api/catalog-api';

/** A category's name in the page language, else the shop's main one, else its slug. */
export const categoryName = (category: AdminCategory, lang: Language, languages: ShopLanguages) =>
  category.name[lang] ?? category.name[languages.main] ?? category.slug;

/**
 * The categories and brands a product may have, hidden ones too (a product of a hidden category
 * keeps it), as the back office's lists give them: each a slug and a name in the page language.
 */
export function useCatalogChoices(lang: Language) {
  const { data: categories } = useGetAdminCategoriesQuery();
  const { data: brands } = useGetAdminBrandsQuery();
  return {
    categories: (categories?.items ?? []).map((category) => ({
      slug: category.slug,
      name: categoryName(category, lang, categories!.languages),
    })),
    brands: (brands?.items ?? []).map(({ slug, name }) => ({ slug, name })),
  };
}
