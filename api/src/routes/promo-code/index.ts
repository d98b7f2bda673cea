import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newPromoCode, promoCodeList, promoCodeView } from '../../schemas/promo-codes';
import {
  createPromoCode,
  listPromoCodes,
  toPromoCodeView,
} from '../../services/promo-codes/promo-codes';

/** Promo codes: staff create them, customers see their own. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promo-code',
    {
      config: { permission: 'promo-codes.write' },
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
      return reply.status(201).send(toPromoCodeView(row, new Date()));
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
        response: { 200: promoCodeList },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      const now = new Date();
      return (await listPromoCodes(app.db, user.id)).map((row) => toPromoCodeView(row, now));
    },
  );
};
