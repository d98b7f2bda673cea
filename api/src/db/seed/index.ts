import { LANGUAGES } from '@storefront/shared/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  brands as brandsTable,
  categories as categoriesTable,
  productImages,
  productTexts,
  products as productsTable,
  promotions,
  stockMovements,
  stores,
  users,
} from '../schema';
import { hashPassword } from '../../services/accounts/passwords';
import { brands, categories, products } from './catalog-data';
import { promotionSeed } from './promotion-data';
import { storeSeed } from './store-data';

const DAY_MS = 86_400_000;

export interface SeedOptions {
  /** The owner account of the admin side, created when given. */
  owner?: { email: string; password: string };
  /** Staff accounts besides the owner (a demo's, a test's). */
  staff?: { role: 'ADMIN' | 'MANAGER'; email: string; password: string }[];
  /** The instant "days ago" counts from; now by default. */
  now?: Date;
}

/** True when the database holds no store yet (a new database). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(stores);
  return (row?.count ?? 0) === 0;
}

/**
 * Seeds the demo shop: its configuration, its promotion and a catalog in four languages, in one
 * transaction.
 */
export async function seedDemoShop(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const ownerHash = options.owner ? await hashPassword(options.owner.password) : null;
  const staff = await Promise.all(
    (options.staff ?? []).map(async (member) => ({
      email: member.email.toLowerCase(),
      passwordHash: await hashPassword(member.password),
      role: member.role,
      firstName: member.role === 'ADMIN' ? 'Shop' : 'Store',
      lastName: member.role === 'ADMIN' ? 'Administrator' : 'Manager',
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(stores).values(storeSeed);
    await tx.insert(promotions).values(promotionSeed);

    const categoryRows = await tx
      .insert(categoriesTable)
      .values(
        categories.map((category, position) => ({
          ...category,
          image: `categories/${category.image}`,
          position,
        })),
      )
      .returning({ id: categoriesTable.id, slug: categoriesTable.slug });
    const brandRows = await tx
      .insert(brandsTable)
      .values(brands)
      .returning({ id: brandsTable.id, slug: brandsTable.slug });
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
    const brandId = new Map(brandRows.map((row) => [row.slug, row.id]));

    const productRows = await tx
      .insert(productsTable)
      .values(
        products.map((product) => ({
          slug: product.slug,
          categoryId: categoryId.get(product.category)!,
          brandId: brandId.get(product.brand)!,
          price: product.price,
          discountPrice: product.discountPrice,
          salePrice: product.discountPrice,
          stock: product.stock,
          featured: product.featured,
          attributes: product.attributes,
          arrivedAt: new Date(now.getTime() - product.arrivedDaysAgo * DAY_MS),
        })),
      )
      .returning({ id: productsTable.id, slug: productsTable.slug, stock: productsTable.stock });
    const productId = new Map(productRows.map((row) => [row.slug, row.id]));
    // A product's stock is the sum of its records: the seeded stock is the first of them.
    await tx.insert(stockMovements).values(
      productRows.map((row) => ({
        productId: row.id,
        kind: 'INITIAL' as const,
        quantity: row.stock,
        stockAfter: row.stock,
        createdAt: now,
      })),
    );

    await tx.insert(productTexts).values(
      products.flatMap((product) =>
        LANGUAGES.map((language) => ({
          productId: productId.get(product.slug)!,
          language,
          name: product.name[language],
          description: product.description[language],
        })),
      ),
    );
    await tx.insert(productImages).values(
      products.flatMap((product) =>
        product.images.map((image, position) => ({
          productId: productId.get(product.slug)!,
          path: `products/${image}`,
          position,
        })),
      ),
    );

    if (options.owner && ownerHash) {
      await tx.insert(users).values({
        email: options.owner.email.toLowerCase(),
        passwordHash: ownerHash,
        role: 'OWNER',
        firstName: 'Shop',
        lastName: 'Owner',
      });
    }
    if (staff.length > 0) await tx.insert(users).values(staff);
  });
}
