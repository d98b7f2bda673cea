import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../schemas/admin-promo-codes';
import {
  promotionInput,
  promotionPage,
  promotionQuery,
  promotionUpdate,
  promotionView,
  targetList,
  targetQuery,
} from '../../schemas/admin-promotions';
import {
  createPromotion,
  updatePromotionOf,
  type WriteEffects,
} from '../../services/promotions/promotion-writes';
import { listPromotions, readPromotion } from '../../services/promotions/promotions';
import { findTargets } from '../../services/promotions/targets';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * Promotions: a discount on orders from a subtotal (ORDER, at checkout), or on the prices of
 * chosen products or categories for a period (shown on the storefront as their discount prices).
 */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  // A write reprices products in its transaction: what that makes stale, and its event.
  const effects = (request: FastifyRequest): WriteEffects => ({
    invalidate: (tx, tags) => request.invalidate(tx, tags),
    events: app.events,
  });

  app.get(
    '/admin/promotions',
    {
      config: { permission: 'promotions.read' },
      schema: {
        tags,
        security,
        summary: 'Promotions, newest first: running, scheduled, ended or inactive, by scope',
        querystring: promotionQuery,
        response: { 200: promotionPage },
      },
    },
    async (request) => listPromotions(app.db, request.query),
  );

  app.get(
    '/admin/promotions/:id',
    {
      config: { permission: 'promotions.read' },
      schema: {
        tags,
        security,
        summary: 'A promotion with its products or categories; 404 PROMOTION_NOT_FOUND',
        params: idParams,
        response: { 200: promotionView },
      },
    },
    async (request) => readPromotion(app.db, request.params.id),
  );

  app.get(
    '/admin/promotion-targets',
    {
      config: { permission: 'promotions.read' },
      schema: {
        tags,
        security,
        summary: 'What a promotion may name: every category, or products found by a part of a name',
        querystring: targetQuery,
        response: { 200: targetList },
      },
    },
    async (request) => findTargets(app.db, request.query),
  );

  app.post(
    '/admin/promotions',
    {
      config: { permission: 'promotions.write' },
      schema: {
        tags,
        security,
        summary:
          'Create a promotion; the prices it gives show at once; 409 PROMOTION_ALREADY_EXISTS, 404 PRODUCT_NOT_FOUND',
        body: promotionInput,
        response: { 201: promotionView },
      },
    },
    async (request, reply) => {
      const promotion = await createPromotion(
        app.db,
        await request.actor(),
        request.body,
        effects(request),
      );
      return reply.status(201).send(promotion);
    },
  );

  app.put(
    '/admin/promotions/:id',
    {
      config: { permission: 'promotions.write' },
      schema: {
        tags,
        security,
        summary:
          'Save a promotion read at its version (409 with what changed since); the prices follow at once',
        params: idParams,
        body: promotionUpdate,
        response: { 200: promotionView },
      },
    },
    async (request) =>
      updatePromotionOf(
        app.db,
        await request.actor(),
        request.params.id,
        request.body,
        effects(request),
      ),
  );
};
