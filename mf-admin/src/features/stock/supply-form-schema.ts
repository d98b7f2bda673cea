import {
  STOCK_LIMITS,
  supplyDraftSchema,
  type Supply,
  type SupplyDraftInput,
} from '@storefront/shared/admin';
import * as z from 'zod/mini';
import type { PickedProduct } from './product-picker';

/*
 * The delivery form as staff fill it in: a product chosen by name, a quantity and a unit cost
 * as typed (the cost in the main currency, "45.99"), checked with the shared schema's limits and
 * messages; `toSupplyInput` makes the API's body of it, which the API checks again.
 */

const COST = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** "45,9" or "45.90" in the main currency, as minor units (4590). */
export const costInMinorUnits = (typed: string) =>
  Math.round(Number(typed.replace(',', '.')) * 100);

/** Minor units as the form shows them for editing: 4590 as "45.90". */
export const costAsTyped = (minorUnits: number) => (minorUnits / 100).toFixed(2);

const line = z.object({
  product: z
    .nullable(z.object({ id: z.string(), name: z.string(), stock: z.number() }))
    .check(z.refine((product) => product !== null, 'product_required')),
  quantity: z.string().check(
    z.trim(),
    z.regex(/^\d+$/, 'quantity_positive'),
    z.refine((typed) => Number(typed) >= 1, 'quantity_positive'),
    z.refine((typed) => Number(typed) <= STOCK_LIMITS.quantityMax, 'quantity_too_large'),
  ),
  unitCost: z.string().check(
    z.trim(),
    z.regex(COST, 'cost_invalid'),
    z.refine((typed) => costInMinorUnits(typed) <= STOCK_LIMITS.unitCostMax, 'cost_too_large'),
  ),
});

export const supplyFormSchema = z.object({
  supplier: supplyDraftSchema.shape.supplier,
  note: z.string().check(z.maxLength(STOCK_LIMITS.noteMax, 'note_too_long')),
  lines: z.array(line).check(
    z.minLength(1, 'lines_required'),
    z.maxLength(STOCK_LIMITS.linesMax, 'lines_too_many'),
    z.refine((lines) => {
      const ids = lines.map((entry) => entry.product?.id).filter(Boolean);
      return new Set(ids).size === ids.length;
    }, 'lines_repeated'),
  ),
});

export type SupplyFormValues = z.input<typeof supplyFormSchema>;
export type SupplyFormLine = SupplyFormValues['lines'][number];

export const emptyLine = (): SupplyFormLine => ({ product: null, quantity: '', unitCost: '' });

/** The form's values for a new delivery, or for a draft as stored. */
export function formValuesOf(supply?: Supply): SupplyFormValues {
  if (!supply) return { supplier: '', note: '', lines: [emptyLine()] };
  return {
    supplier: supply.supplier,
    note: supply.note ?? '',
    lines: supply.lines.map((entry): SupplyFormLine => ({
      product: { id: entry.productId, name: entry.name, stock: entry.stock } as PickedProduct,
      quantity: String(entry.quantity),
      unitCost: costAsTyped(entry.unitCost),
    })),
  };
}

/** The API's body from the form's checked values. */
export function toSupplyInput(values: z.output<typeof supplyFormSchema>): SupplyDraftInput {
  return {
    supplier: values.supplier,
    note: values.note.trim() || null,
    lines: values.lines.map((entry) => ({
      productId: entry.product!.id,
      quantity: Number(entry.quantity),
      unitCost: costInMinorUnits(entry.unitCost),
    })),
  };
}
