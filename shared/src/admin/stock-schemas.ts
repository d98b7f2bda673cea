import * as z from 'zod/mini';
import { typedString } from '../schemas/text';
import { STOCK_LIMITS } from './stock';

/*
 * The stock records' forms, validated with the same schemas in the back office and in the API.
 * Messages are translation keys of the `validation` group of the back office's stock texts.
 */

const wholeNumber = (message: string) => z.int(message);

/** The version of the record a form was read at. */
const version = wholeNumber('version_invalid').check(
  z.minimum(1, 'version_invalid'),
  // A PostgreSQL integer's largest.
  z.maximum(2_147_483_647, 'version_invalid'),
);

/**
 * `POST admin/stock/corrections`: units in (positive) or out (negative), never zero, and why.
 * The stock is never sent: a correction is a change, so a stale form cannot overwrite it.
 */
export const stockCorrectionSchema = z.object({
  productId: z.uuid('product_required'),
  quantity: wholeNumber('quantity_whole').check(
    z.minimum(-STOCK_LIMITS.quantityMax, 'quantity_too_large'),
    z.maximum(STOCK_LIMITS.quantityMax, 'quantity_too_large'),
    z.refine((quantity) => quantity !== 0, 'quantity_zero'),
  ),
  reason: typedString('reason_required').check(
    z.trim(),
    z.minLength(1, 'reason_required'),
    z.maxLength(STOCK_LIMITS.reasonMax, 'reason_too_long'),
  ),
});

const supplyLine = z.object({
  productId: z.uuid('product_required'),
  quantity: wholeNumber('quantity_whole').check(
    z.minimum(1, 'quantity_positive'),
    z.maximum(STOCK_LIMITS.quantityMax, 'quantity_too_large'),
  ),
  unitCost: wholeNumber('cost_invalid').check(
    z.minimum(0, 'cost_invalid'),
    z.maximum(STOCK_LIMITS.unitCostMax, 'cost_too_large'),
  ),
});

const supplyFields = {
  supplier: typedString('supplier_required').check(
    z.trim(),
    z.minLength(1, 'supplier_required'),
    z.maxLength(STOCK_LIMITS.supplierMax, 'supplier_too_long'),
  ),
  // Optional: an empty note (or none) is stored as none.
  note: z.optional(
    z.nullable(
      z.pipe(
        typedString().check(z.trim(), z.maxLength(STOCK_LIMITS.noteMax, 'note_too_long')),
        z.transform((value) => value || null),
      ),
    ),
  ),
  lines: z.array(supplyLine).check(
    z.minLength(1, 'lines_required'),
    z.maxLength(STOCK_LIMITS.linesMax, 'lines_too_many'),
    z.refine(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      'lines_repeated',
    ),
  ),
};

/** `POST admin/supplies`: a new delivery, drafted. */
export const supplyDraftSchema = z.object(supplyFields);

/** `PUT admin/supplies/:supplyId`: a draft's new state, with the version it was read at. */
export const supplyChangeSchema = z.object({ ...supplyFields, version });

/** `POST admin/supplies/:supplyId/receive` and `…/cancel`: the version the page was read at. */
export const supplyActionSchema = z.object({ version });

export type StockCorrectionInput = z.input<typeof stockCorrectionSchema>;
export type SupplyDraftInput = z.input<typeof supplyDraftSchema>;
export type SupplyChangeInput = z.input<typeof supplyChangeSchema>;
export type SupplyActionInput = z.input<typeof supplyActionSchema>;
