import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_FAVORITES_MAX } from '@storefront/shared/core';
import {
  addFavorite,
  listFavoriteProducts,
  mergeFavorites,
  removeFavorite,
} from '../../services/favorites/favorites';
import { langQuery } from '../../schemas/catalog';
import {
  deviceFavorites,
  favoriteIds,
  favoriteParams,
  favoriteProducts,
} from '../../schemas/favorites';

/** The signed-in customer's favorite products (the product page's FavoriteToggle). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/favorites',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The favorite products as catalog cards, the last added first',
        security: [{ session: [] }],
        querystring: langQuery,
        response: { 200: favoriteProducts },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return listFavoriteProducts(app.db, user.id, request.query.lang);
    },
  );

  app.post(
    '/user/favorites',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: `Add the favorites a guest kept on the device, the last marked first (at most ${DEVICE_FAVORITES_MAX}); products the shop no longer has are left out`,
        security: [{ session: [] }],
        body: deviceFavorites,
        response: { 200: favoriteIds },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return {
        favoriteProducts: await mergeFavorites(app.db, user.id, request.body.productIds),
      };
    },
  );

  const changes = [
    {
      method: 'POST',
      summary: 'Add a product to the favorites (again: no change); 404 PRODUCT_NOT_FOUND',
      change: addFavorite,
    },
    {
      method: 'DELETE',
      summary: 'Take a product out of the favorites (one not there: no change)',
      change: removeFavorite,
    },
  ] as const;
  for (const { method, summary, change } of changes) {
    app.route({
      method,
      url: '/user/favorites/:productId',
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary,
        security: [{ session: [] }],
        params: favoriteParams,
        response: { 200: favoriteIds },
      },
      handler: async (request) => {
        const user = (await request.currentUser())!;
        return { favoriteProducts: await change(app.db, user.id, request.params.productId) };
      },
    });
  }
};
