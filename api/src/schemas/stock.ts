import {
  STOCK_LEVELS,
  STOCK_MOVEMENT_KINDS,
  STOCK_SORTS,
  stockCorrectionSchema,
} from '@storefront/shared/admin';
import { z } from 'zod';
import { langQuery } from './catalog';
import { paging, typedText } from './common';

const count = z.number().int();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET admin/stock`: search, filters, order and page. */
export const stockLevelsQuery = langQuery.extend({
  ...paging,
  q: typedText().trim().max(100).optional(),
  level: z.enum(STOCK_LEVELS).optional(),
  hidden: flag.optional(),
  sort: z.enum(STOCK_SORTS).default('stock'),
});

export const stockHistoryQuery = langQuery.extend(paging);

export const productIdParams = z.object({ productId: z.uuid() });

export const stockLevel = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  stock: count,
  visible: z.boolean(),
});

export const pageFields = { total: count, page: count, limit: count, pages: count };

export const stockLevelPage = z.object({ items: z.array(stockLevel), ...pageFields });

export const stockPerson = z.object({ name: z.string(), email: z.string() }).nullable();

const numbered = z.object({ id: z.string(), number: count }).nullable();

export const stockMovement = z.object({
  id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantity: count,
  stockAfter: count,
  createdAt: z.string(),
  supply: numbered,
  order: numbered,
  staff: stockPerson,
  customer: stockPerson,
  reason: z.string().nullable(),
});

export const stockHistory = z.object({
  product: stockLevel,
  items: z.array(stockMovement),
  ...pageFields,
});

export const stockCorrectionBody = stockCorrectionSchema;

export const stockCorrectionResult = z.object({ movement: stockMovement, product: stockLevel });
