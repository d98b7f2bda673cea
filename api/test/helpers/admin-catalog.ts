import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type {
  AdminBrand,
  AdminCategory,
  BrandInput,
  CategoryInput,
} from '@storefront/shared/admin';
import { asStaff } from './admin';
import type { TestApp } from './test-app';

/** A new category's form with texts in the four languages and a slug unique to the test. */
export function categoryBody(overrides: Partial<CategoryInput> = {}): CategoryInput {
  const tag = randomUUID().slice(0, 8);
  return {
    slug: `herbs-${tag}`,
    name: { en: `Herbs ${tag}`, pl: `Zioła ${tag}`, ru: `Травы ${tag}`, ua: `Трави ${tag}` },
    description: {
      en: 'Dried herbs for infusions.',
      pl: 'Suszone zioła do naparów.',
      ru: 'Сушёные травы для настоев.',
      ua: 'Сушені трави для настоїв.',
    },
    position: 50,
    hidden: false,
    ...overrides,
  };
}

export function brandBody(overrides: Partial<BrandInput> = {}): BrandInput {
  const tag = randomUUID().slice(0, 8);
  return {
    slug: `lipa-${tag}`,
    name: `Lipa ${tag}`,
    country: 'PL',
    position: 0,
    hidden: false,
    ...overrides,
  };
}

/** The form of a record as a save sends it back: its fields and version, nothing read-only. */
export const categoryForm = (category: AdminCategory) => ({
  slug: category.slug,
  name: category.name,
  description: category.description,
  position: category.position,
  hidden: category.hidden,
  version: category.version,
});

export const brandForm = (brand: AdminBrand) => ({
  slug: brand.slug,
  name: brand.name,
  country: brand.country,
  position: brand.position,
  hidden: brand.hidden,
  version: brand.version,
});

/** A category created by the test (201), as the API answered it. */
export async function newCategory(
  t: TestApp,
  cookie: string,
  overrides: Partial<CategoryInput> = {},
): Promise<AdminCategory> {
  const created = await asStaff(t, cookie)('POST', 'admin/categories', categoryBody(overrides));
  assert.equal(created.statusCode, 201, created.body);
  return created.json();
}

export async function newBrand(
  t: TestApp,
  cookie: string,
  overrides: Partial<BrandInput> = {},
): Promise<AdminBrand> {
  const created = await asStaff(t, cookie)('POST', 'admin/brands', brandBody(overrides));
  assert.equal(created.statusCode, 201, created.body);
  return created.json();
}
