import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContent } from '../../schemas/common';
import {
  suppliesQuery,
  supply,
  supplyActionBody,
  supplyChangeBody,
  supplyDraftBody,
  supplyLangQuery,
  supplyParams,
  supplySummaryPage,
} from '../../schemas/supplies';
import { cancelSupply, receiveSupply } from '../../services/stock/receipts';
import { staffWrite } from '../../services/stock/staff-write';
import {
  changeSupply,
  createSupply,
  deleteSupply,
  listSupplies,
  readSupply,
} from '../../services/stock/supplies';

const tags = ['admin'];
const security = [{ session: [] }];

/** Deliveries of goods: drafted, received (their quantities added to stock), or cancelled. */
export const adminSupplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/supplies',
    {
      config: { permission: 'stock.read' },
      schema: {
        tags,
        security,
        summary: 'Deliveries, newest first, of one status or all',
        querystring: suppliesQuery,
        response: { 200: supplySummaryPage },
      },
    },
    async (request) => listSupplies(app.db, request.query),
  );

  app.post(
    '/admin/supplies',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        security,
        summary: 'Draft a delivery: supplier, note, lines of product, quantity and unit cost',
        querystring: supplyLangQuery,
        body: supplyDraftBody,
        response: { 201: supply },
      },
    },
    async (request, reply) => {
      const created = await createSupply(
        app.db,
        request.body,
        await staffWrite(request),
        request.query.lang,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/admin/supplies/:supplyId',
    {
      config: { permission: 'stock.read' },
      schema: {
        tags,
        security,
        summary: 'A delivery with its lines, and what each line added to stock',
        params: supplyParams,
        querystring: supplyLangQuery,
        response: { 200: supply },
      },
    },
    async (request) => readSupply(app.db, request.params.supplyId, request.query.lang),
  );

  app.put(
    '/admin/supplies/:supplyId',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        security,
        summary: 'Change a drafted delivery, from the version it was read at',
        params: supplyParams,
        querystring: supplyLangQuery,
        body: supplyChangeBody,
        response: { 200: supply },
      },
    },
    async (request) =>
      changeSupply(
        app.db,
        request.params.supplyId,
        request.body,
        await staffWrite(request),
        request.query.lang,
      ),
  );

  app.delete(
    '/admin/supplies/:supplyId',
    {
      config: { permission: 'stock.write' },
      schema: {
        tags,
        security,
        summary: 'Remove a drafted delivery (a received one stays, with its records)',
        params: supplyParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteSupply(app.db, request.params.supplyId, await staffWrite(request));
      return reply.status(204).send(null);
    },
  );

  const steps = [
    [
      'receive',
      receiveSupply,
      'Receive a drafted delivery: its quantities are added to stock, once',
    ],
    [
      'cancel',
      cancelSupply,
      'Cancel a received delivery booked by mistake: its quantities are taken back',
    ],
  ] as const;
  for (const [step, take, summary] of steps)
    app.post(
      `/admin/supplies/:supplyId/${step}`,
      {
        config: { permission: 'stock.write' },
        schema: {
          tags,
          security,
          summary,
          params: supplyParams,
          querystring: supplyLangQuery,
          body: supplyActionBody,
          response: { 200: supply },
        },
      },
      async (request) =>
        take(
          app.db,
          request.params.supplyId,
          request.body,
          await staffWrite(request),
          request.query.lang,
        ),
    );
};
