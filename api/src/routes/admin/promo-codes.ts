import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  staffCodeInput,
  staffCodePage,
  staffCodeQuery,
  staffCodeView,
  versionInput,
} from '../../schemas/admin-promo-codes';
import {
  createStaffCode,
  expireStaffCode,
  listStaffCodes,
  readStaffCode,
} from '../../services/promo-codes/staff-codes';

const tags = ['admin'];
const security = [{ session: [] }];

/** Promo codes as staff make and follow them: who may use each, and the order that did. */
export const adminPromoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/promo-codes',
    {
      config: { permission: 'promo-codes.read' },
      schema: {
        tags,
        security,
        summary: 'Promo codes, newest first: by code, state and customer, each with its use',
        querystring: staffCodeQuery,
        response: { 200: staffCodePage },
      },
    },
    async (request) => listStaffCodes(app.db, request.query),
  );

  app.get(
    '/admin/promo-codes/:id',
    {
      config: { permission: 'promo-codes.read' },
      schema: {
        tags,
        security,
        summary: 'A promo code with its use; 404 PROMO_CODE_NOT_FOUND',
        params: idParams,
        response: { 200: staffCodeView },
      },
    },
    async (request) => readStaffCode(app.db, request.params.id),
  );

  app.post(
    '/admin/promo-codes',
    {
      config: { permission: 'promo-codes.write' },
      schema: {
        tags,
        security,
        summary:
          'Create a promo code (given or generated), for anyone or one customer; 409 PROMO_CODE_ALREADY_EXISTS, 404 USER_NOT_FOUND',
        body: staffCodeInput,
        response: { 201: staffCodeView },
      },
    },
    async (request, reply) => {
      const { customerEmail, expiresAt, ...rest } = request.body;
      const code = await createStaffCode(app.db, await request.actor(), {
        ...rest,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
        customer: customerEmail ? { email: customerEmail } : null,
      });
      return reply.status(201).send(code);
    },
  );

  app.post(
    '/admin/promo-codes/:id/expire',
    {
      config: { permission: 'promo-codes.write' },
      schema: {
        tags,
        security,
        summary:
          'End a promo code now, from the version it was read at; 409 PROMO_CODE_IS_USED for a used one',
        params: idParams,
        body: versionInput,
        response: { 200: staffCodeView },
      },
    },
    async (request) =>
      expireStaffCode(app.db, await request.actor(), request.params.id, request.body.version),
  );
};
