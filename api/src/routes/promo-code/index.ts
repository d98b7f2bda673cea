import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newPromoCode, promoCodeList, promoCodeView } from '../../schemas/promo-codes';
import { listPromoCodes, toPromoCodeView } from '../../services/promo-codes/promo-codes';
import { asCustomerPromoCode, createStaffCode } from '../../services/promo-codes/staff-codes';

/** Promo codes: staff create them, customers see their own. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promo-code',
    {
      config: { permission: 'promo-codes.write' },
      schema: {
        tags: ['promo-code'],
        summary:
          'Create a promo code (staff; the back office has admin/promo-codes); 409 PROMO_CODE_ALREADY_EXISTS for a code taken',
        security: [{ session: [] }],
        body: newPromoCode,
        response: { 201: promoCodeView },
      },
    },
    async (request, reply) => {
      const { expiresAt, userId, ...rest } = request.body;
      const code = await createStaffCode(app.db, await request.actor(), {
        ...rest,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
        customer: userId ? { id: userId } : null,
      });
      request.log.info({ promoCodeId: code.id }, 'promo code created');
      return reply.status(201).send(asCustomerPromoCode(code));
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
