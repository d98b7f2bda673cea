import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliverySettingsBody, deliverySettingsView } from '../../schemas/store';
import { CACHE_TAGS } from '../../services/events/invalidation';
import { readDeliverySettings, saveDeliverySettings } from '../../services/store/delivery-settings';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * The store's settings, a section at a time, each saved against the version it was read at (a
 * version of its own: two staff members changing different sections never conflict).
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings/delivery',
    {
      config: { permission: 'settings.read' },
      schema: {
        tags,
        security,
        summary: "The delivery methods' settings, with the version they are at",
        response: { 200: deliverySettingsView },
      },
    },
    async () => readDeliverySettings(app.db),
  );

  app.put(
    '/admin/settings/delivery',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        security,
        summary:
          "Save every delivery method's settings read at their version (409 with what changed since); the storefront shows them at once",
        body: deliverySettingsBody,
        response: { 200: deliverySettingsView },
      },
    },
    async (request) =>
      // The checkout and the mini cart read the methods from the store every page loads.
      saveDeliverySettings(app.db, await request.actor(), request.body, (tx) =>
        request.invalidate(tx, [CACHE_TAGS.store]),
      ),
  );
};
