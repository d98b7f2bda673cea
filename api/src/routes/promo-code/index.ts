import { DISCOUNT_TYPES, ORDER_LIMITS } from '@storefront/shared/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPromoCode,
  listPromoCodes,
  promoCodeStateOf,
  type PromoCodeRow,
} from '../../services/promo-codes/promo-codes';
import { INT_MAX } from '../../schemas/common';

const newPromoCode = z
  .object({
    /** Stored upper-case: shoppers type codes in any case. */
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        new RegExp(`^[A-Z0-9][A-Z0-9_-]{2,${ORDER_LIMITS.promoCodeMax - 1}}$`),
        'promo_code_invalid',
      ),
    type: z.enum(DISCOUNT_TYPES),
    /** Minor units for AMOUNT, a percentage (1 to 100) for PERCENT. */
    value: z.number().int().min(1).max(INT_MAX),
    /** The customer who alone may use it; anyone when absent. */
    userId: z.uuid().optional(),
    /** Within years 2000 to 9999 once in UTC: PostgreSQL knows no year 0, and beyond is a typo. */
    expiresAt: z.iso
      .datetime({ offset: true })
      .refine((text) => {
        const year = new Date(text).getUTCFullYear();
        return year >= 2000 && year <= 9999;
      }, 'expires_at_out_of_range')
      .optional(),
  })
  .refine((body) => body.type !== 'PERCENT' || body.value <= 100, {
    message: 'percent_too_large',
    path: ['value'],
  });

const promoCodeView = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  userId: z.string().nullable(),
  state: z.enum(['ACTIVE', 'USED', 'EXPIRED']),
  usedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

function toView(row: PromoCodeRow, now: Date): z.infer<typeof promoCodeView> {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    userId: row.userId,
    state: promoCodeStateOf(row, now),
    usedAt: row.usedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Promo codes: staff create them, customers see their own. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promo-code',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['promo-code'],
        summary: 'Create a promo code (staff); 409 PROMO_CODE_ALREADY_EXISTS for a code taken',
        security: [{ session: [] }],
        body: newPromoCode,
        response: { 201: promoCodeView },
      },
    },
    async (request, reply) => {
      const { expiresAt, ...rest } = request.body;
      const row = await createPromoCode(app.db, {
        ...rest,
        expiresAt: expiresAt ? new Date(expiresAt) : undefined,
      });
      request.log.info({ promoCodeId: row.id }, 'promo code created');
      return reply.status(201).send(toView(row, new Date()));
    },
  );

  app.get(
    '/promo-code',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['promo-code'],
        summary: "The signed-in customer's own promo codes, newest first, with their state",
        security: [{ session: [] }],
        response: { 200: z.array(promoCodeView) },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      const now = new Date();
      return (await listPromoCodes(app.db, user.id)).map((row) => toView(row, now));
    },
  );
};
