import {
  SUPPLY_STATUSES,
  supplyActionSchema,
  supplyChangeSchema,
  supplyDraftSchema,
} from '@storefront/shared/admin';
import { z } from 'zod';
import { langQuery } from './catalog';
import { paging } from './common';
import { pageFields, stockPerson } from './stock';

const count = z.number().int();

export const suppliesQuery = z.object({ ...paging, status: z.enum(SUPPLY_STATUSES).optional() });

export const supplyParams = z.object({ supplyId: z.uuid() });

export const supplyLangQuery = langQuery;

const summaryShape = {
  id: z.string(),
  number: count,
  status: z.enum(SUPPLY_STATUSES),
  supplier: z.string(),
  note: z.string().nullable(),
  lineCount: count,
  units: count,
  cost: count,
  version: count,
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  createdBy: stockPerson,
};

export const supplySummaryPage = z.object({
  items: z.array(z.object(summaryShape)),
  ...pageFields,
});

const effect = z.object({ quantity: count, stockAfter: count }).nullable();

export const supply = z.object({
  ...summaryShape,
  updatedAt: z.string(),
  receivedBy: stockPerson,
  lines: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      name: z.string(),
      slug: z.string(),
      quantity: count,
      unitCost: count,
      stock: count,
      added: effect,
      takenBack: effect,
    }),
  ),
});

export const supplyDraftBody = supplyDraftSchema;
export const supplyChangeBody = supplyChangeSchema;
export const supplyActionBody = supplyActionSchema;
