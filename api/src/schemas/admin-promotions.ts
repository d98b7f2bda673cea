import {
  DISCOUNT_LIMITS,
  PROMOTION_SCOPES,
  PROMOTION_STATES,
  PROMOTION_TARGETS_MAX,
} from '@storefront/shared/admin';
import { DISCOUNT_TYPES, LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';
import { INT_MAX, pageQuery, typedText } from './common';
import { PERCENT_TOO_LARGE, discountValue, percentAtMost100, storedDateTime } from './promo-codes';

export const promotionQuery = pageQuery.extend({
  state: z.enum(PROMOTION_STATES).optional(),
  scope: z.enum(PROMOTION_SCOPES).optional(),
});

/** A promotion's name in each language it has (an empty one: none in that language). */
const promotionName = z
  .object(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        typedText().trim().max(DISCOUNT_LIMITS.promotionNameMax, 'name_too_long').optional(),
      ]),
    ) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodString>>,
  )
  .strict()
  .transform((name) => Object.fromEntries(Object.entries(name).filter(([, text]) => Boolean(text))))
  .refine((name) => Object.keys(name).length > 0, 'name_required');

const targetIds = z.array(z.uuid()).max(PROMOTION_TARGETS_MAX, 'too_many_targets').default([]);

/** The form's fields, one body for creating and saving (which adds the version). */
const promotionFields = z.object({
  name: promotionName,
  type: z.enum(DISCOUNT_TYPES),
  value: discountValue(),
  /** ORDER promotions: the subtotal, in minor units, from which it applies. */
  minSubtotal: z.number().int().min(0).max(INT_MAX).default(0),
  /** Open on either side when null. */
  startsAt: storedDateTime('starts_at_out_of_range').nullable().default(null),
  endsAt: storedDateTime('ends_at_out_of_range').nullable().default(null),
  active: z.boolean(),
  scope: z.enum(PROMOTION_SCOPES),
  productIds: targetIds,
  categoryIds: targetIds,
});

type Fields = z.output<typeof promotionFields>;

/** The rules between fields: a percentage ≤ 100, a period in order, the scope's own targets. */
const withRules = <T extends z.ZodType<Fields>>(schema: T) =>
  schema
    .refine(percentAtMost100, PERCENT_TOO_LARGE)
    .refine(
      (body) => !body.startsAt || !body.endsAt || new Date(body.startsAt) < new Date(body.endsAt),
      { message: 'ends_before_start', path: ['endsAt'] },
    )
    .refine((body) => body.scope !== 'PRODUCTS' || body.productIds.length > 0, {
      message: 'products_required',
      path: ['productIds'],
    })
    .refine((body) => body.scope !== 'CATEGORIES' || body.categoryIds.length > 0, {
      message: 'categories_required',
      path: ['categoryIds'],
    })
    .refine((body) => body.scope === 'PRODUCTS' || body.productIds.length === 0, {
      message: 'not_for_scope',
      path: ['productIds'],
    })
    .refine((body) => body.scope === 'CATEGORIES' || body.categoryIds.length === 0, {
      message: 'not_for_scope',
      path: ['categoryIds'],
    });

/** `POST admin/promotions`. */
export const promotionInput = withRules(promotionFields);

/** `PUT admin/promotions/{id}`: the form, and the version it was read at. */
export const promotionUpdate = withRules(
  promotionFields.extend({ version: z.number().int().min(1).max(INT_MAX) }),
);

const localizedText = z.record(z.string(), z.string());

const target = z.object({ id: z.string(), slug: z.string(), name: localizedText });

const promotionSummaryFields = {
  id: z.string(),
  name: localizedText,
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  scope: z.enum(PROMOTION_SCOPES),
  state: z.enum(PROMOTION_STATES),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const promotionView = z.object({
  ...promotionSummaryFields,
  products: z.array(target),
  categories: z.array(target),
});

export const promotionPage = z.object({
  items: z.array(z.object({ ...promotionSummaryFields, targets: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** `GET admin/promotion-targets`: the categories, or products found by name. */
export const targetQuery = z
  .object({
    kind: z.enum(['categories', 'products']),
    /** A part of a product's name or slug, any case (products only). */
    q: typedText().trim().min(1).max(100).optional(),
  })
  .refine((query) => query.kind === 'categories' || query.q !== undefined, {
    message: 'words_required',
    path: ['q'],
  });

export const targetList = z.array(target);
