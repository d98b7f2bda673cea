import { SAVED_ADDRESSES_MAX } from '@storefront/shared/core';
import { savedAddressSchema } from '@storefront/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressParams, savedAddress, savedAddressList } from '../../schemas/addresses';
import { noContent } from '../../schemas/common';
import {
  addSavedAddress,
  listSavedAddresses,
  removeSavedAddress,
  updateSavedAddress,
} from '../../services/addresses/saved-addresses';

/**
 * The signed-in customer's saved delivery addresses. Every query names the customer of the
 * session as the owner: another customer's address answers 404 ENTITY_NOT_FOUND, as one that does
 * not exist.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { preHandler: app.requireUser } as const;
  const schema = { tags: ['user'], security: [{ session: [] }] };

  app.get(
    '/user/addresses',
    {
      ...options,
      schema: {
        ...schema,
        summary: 'The saved addresses, the first saved first',
        response: { 200: savedAddressList },
      },
    },
    async (request) => listSavedAddresses(app.db, (await request.currentUser())!.id),
  );

  app.post(
    '/user/addresses',
    {
      ...options,
      schema: {
        ...schema,
        summary: `Save an address, its postal code checked and written the country's way (at most ${SAVED_ADDRESSES_MAX}: 409 ENTITY_ACTION_NOT_ALLOWED)`,
        body: savedAddressSchema,
        response: { 201: savedAddress },
      },
    },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      return reply.status(201).send(await addSavedAddress(app.db, user.id, request.body));
    },
  );

  app.put(
    '/user/addresses/:addressId',
    {
      ...options,
      schema: {
        ...schema,
        summary: 'Change a saved address (404 ENTITY_NOT_FOUND when it is not yours)',
        params: addressParams,
        body: savedAddressSchema,
        response: { 200: savedAddress },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      return updateSavedAddress(app.db, user.id, request.params.addressId, request.body);
    },
  );

  app.delete(
    '/user/addresses/:addressId',
    {
      ...options,
      schema: {
        ...schema,
        summary: 'Remove a saved address (404 ENTITY_NOT_FOUND when it is not yours)',
        params: addressParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      await removeSavedAddress(app.db, user.id, request.params.addressId);
      return reply.status(204).send(null);
    },
  );
};
