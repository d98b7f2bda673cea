import { PassThrough } from 'node:stream';
import type { BackOfficeEvent } from '@storefront/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** How long a browser waits before it connects again after the stream was lost, in ms. */
export const EVENTS_RETRY_MS = 3000;

const isBackOfficeEvent = (event: { type: string }): event is BackOfficeEvent =>
  event.type === 'order-placed' || event.type === 'order-changed';

/**
 * The back office hears of new and changed orders as they happen (Server-Sent Events): each
 * event of the shop's events bus about orders, whichever API process made it, as one `data:`
 * message of JSON (`BackOfficeEvent`). A comment every EVENTS_HEARTBEAT_SECONDS keeps proxies
 * from timing the connection out; `retry:` tells the browser when to connect again. The answer
 * is never compressed (@fastify/compress leaves text/event-stream alone) nor buffered
 * (`X-Accel-Buffering: no` for nginx), and every stream ends when the server stops, so a
 * graceful stop does not wait for it.
 */
export const adminEventsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const open = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/admin/events',
    {
      config: { permission: 'back-office.open' },
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: 'New and changed orders as they happen (Server-Sent Events)',
        description: `text/event-stream: one \`data:\` line of JSON a message, \`{ type: 'order-placed', order: { id, number, total, currency, customerType, firstName, lastName, createdAt } }\` or \`{ type: 'order-changed', order: { id, number, status, version } }\`; a comment every ${config.EVENTS_HEARTBEAT_SECONDS} s; \`retry: ${EVENTS_RETRY_MS}\`. Nothing is replayed after a reconnection: read the list again then.`,
      },
    },
    async (request, reply) => {
      const user = await request.currentUser();
      const stream = new PassThrough();
      open.add(stream);
      const off = app.events.on((event) => {
        if (isBackOfficeEvent(event)) stream.write(`data: ${JSON.stringify(event)}\n\n`);
        // A deactivated account's stream ends with its sessions; the browser's reconnection is
        // then refused.
        else if (event.type === 'sessions-ended' && event.userId === user?.id) stream.end();
      });
      const heartbeat = setInterval(
        () => stream.write(': heartbeat\n\n'),
        config.EVENTS_HEARTBEAT_SECONDS * 1000,
      );
      const stop = () => {
        clearInterval(heartbeat);
        off();
        open.delete(stream);
        if (!stream.writableEnded) stream.end();
      };
      stream.once('close', stop);
      stream.once('finish', stop);
      request.raw.once('close', stop);
      stream.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
      // Exactly this type: the shell's proxy lifts its idle timeout for `text/event-stream` alone.
      return reply
        .header('Content-Type', 'text/event-stream')
        .header('Cache-Control', 'no-cache')
        .header('X-Accel-Buffering', 'no')
        .send(stream);
    },
  );
};
