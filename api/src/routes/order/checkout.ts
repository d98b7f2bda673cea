import { orderEstimateSchema, orderSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { placeOrder } from '../../services/orders/placement';
import { quoteOrder } from '../../services/orders/quote';
import {
  estimateQuery,
  idempotencyHeaders,
  langQuery,
  order,
  orderEstimate,
} from '../../schemas/orders';

/** The checkout: what the cart would cost, and placing the order. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.post(
    '/order/estimate',
    {
      config: {
        rateLimit: { max: config.ESTIMATE_RATE_LIMIT, timeWindow: config.ESTIMATE_RATE_WINDOW },
      },
      schema: {
        tags: ['order'],
        summary: 'What the cart would cost now: lines with stock, discounts, delivery, total',
        description:
          'Names in `lang`. A promo code is checked for the signed-in caller (a guest may use only codes of nobody). Stock is not checked: each line tells it, and a line whose stock is short of its quantity is left out of the subtotal, discounts, delivery and total (its id in `leftOut`), since an order with it would be refused.',
        querystring: estimateQuery,
        body: orderEstimateSchema,
        response: { 200: orderEstimate },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const quote = await quoteOrder(app.db, request.body, {
        userId: user?.id ?? null,
        lang: request.query.lang,
        now: new Date(),
        // The estimate shows what can be ordered now; what the stock cannot cover is named apart.
        leaveOutShort: true,
      });
      return quote.estimate;
    },
  );

  app.post(
    '/order',
    {
      config: {
        rateLimit: { max: config.ORDER_RATE_LIMIT, timeWindow: config.ORDER_RATE_WINDOW },
      },
      schema: {
        tags: ['order'],
        summary: 'Place an order (Idempotency-Key required; a retry answers the same order)',
        description:
          'Takes the stock atomically: 409 PRODUCTS_OUT_OF_STOCK lists every product short. A repeated key with the same body answers 200 and `Idempotent-Replayed: true`; with another body 422. Line names in `lang`, else the order language.',
        headers: idempotencyHeaders,
        querystring: langQuery,
        body: orderSchema,
        response: { 200: order, 201: order },
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const { order: placed, replayed } = await placeOrder(app.db, request.body, {
        userId: user?.id ?? null,
        idempotencyKey: request.headers['idempotency-key'],
        lang: request.query.lang,
        publicUrl: config.PUBLIC_URL,
        publish: async (tx, event) => void (await app.events.publish(tx, event)),
      });
      if (replayed) {
        reply.header('Idempotent-Replayed', 'true');
        return reply.status(200).send(placed);
      }
      // Its lines left the stock: the product pages and lists show what remains.
      app.catalogAnswers.clear();
      request.log.info({ orderId: placed.id, orderNumber: placed.number }, 'order placed');
      return reply.status(201).send(placed);
    },
  );
};
