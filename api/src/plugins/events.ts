import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database';
import { EVENTS_CHANNEL, EventBus } from '../services/events/bus';
import { INVALIDATED_HEADER, invalidatedHeader } from '../services/events/invalidation';
import { transactionStatuses } from '../services/events/repository';
import { createStorefrontRelay } from '../services/events/storefront-relay';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's events, heard by every API process on the database (see EventBus). */
    events: EventBus;
  }
  interface FastifyRequest {
    /**
     * Says, inside a staff write's transaction, which cache tags (`CACHE_TAGS`) the write makes
     * stale. Once it commits: every API process drops its catalog answers, the answer names the
     * tags (INVALIDATED_HEADER) for the shell that forwarded it, and with REDIS_URL every shell
     * replica is told before the answer leaves. A transaction that rolls back says nothing.
     */
    invalidate: (tx: Database, tags: string[]) => Promise<void>;
  }
}

interface Invalidation {
  id: string;
  xid: string;
  tags: string[];
}

const invalidations = new WeakMap<FastifyRequest, Invalidation[]>();

/**
 * Listens on the database's events channel for as long as the app runs; with `redisUrl`, relays
 * each committed invalidation to the shell's replicas (see createStorefrontRelay).
 */
export const eventsPlugin = fp(
  async (
    app: FastifyInstance,
    {
      handle,
      redisUrl,
      registry,
    }: { handle: DatabaseHandle; redisUrl?: string; registry?: Registry },
  ) => {
    const bus = new EventBus();
    const relayed = new Counter({
      name: 'api_storefront_invalidations_total',
      help: 'Invalidations told to the shells through Redis, by result: published or failed',
      labelNames: ['result'],
      registers: registry ? [registry] : [],
    });
    const relay = redisUrl
      ? createStorefrontRelay(redisUrl, {
          log: app.log,
          count: (result) => relayed.inc({ result }),
        })
      : null;
    const stop = await handle.listen(EVENTS_CHANNEL, {
      message: (payload) => bus.deliver(payload),
      reconnected: () => {
        app.log.warn('the events channel was lost a while: events sent meanwhile were missed');
        bus.missed();
      },
    });
    app.decorate('events', bus);
    app.addHook('onClose', async () => {
      await stop();
      await relay?.close();
    });

    /** What this process keeps of the catalog: gone, all of it, whatever the tags. */
    const forgetCatalog = () => {
      app.catalogAnswers.clear();
      app.catalogCounts.clear();
    };

    app.decorateRequest(
      'invalidate',
      async function invalidate(this: FastifyRequest, tx: Database, tags: string[]) {
        if (tags.length === 0) return;
        const parts = (await bus.publish(tx, { type: 'invalidate', tags })).map(
          ({ id, xid, event }) => ({
            id,
            xid,
            tags: event.type === 'invalidate' ? event.tags : [],
          }),
        );
        invalidations.set(this, [...(invalidations.get(this) ?? []), ...parts]);
      },
    );
    // Before the answer leaves: what committed is named in it, forgotten here at once (the bus
    // tells this process too, a moment later) and told to the shells; what rolled back (a write
    // of a batch that failed) is not. A transaction whose end cannot be read is named anyway
    // (dropping more than changed costs a render), and relayed when the bus hears it commit.
    app.addHook('onSend', async (request, reply) => {
      const made = invalidations.get(request);
      if (!made) return;
      const statuses = await transactionStatuses(
        app.db,
        made.map(({ xid }) => xid),
      ).catch(() => new Map<string, string>());
      const named = made.filter(({ xid }) => statuses.get(xid) !== 'aborted');
      const committed = made.filter(({ xid }) => statuses.get(xid) === 'committed');
      if (named.length === 0) return;
      reply.header(INVALIDATED_HEADER, invalidatedHeader(named.flatMap(({ tags }) => tags)));
      if (committed.length > 0) forgetCatalog();
      if (relay) await Promise.all(committed.map(({ id, tags }) => relay.relay(id, tags)));
    });

    // The catalog's kept answers go as soon as a staff change commits, on every process; and
    // all of them when events may have been missed. The process that published a change relays
    // it to the shells (unless its answer did already): one message for all the processes, and
    // for a change without an answer (a background job) too.
    bus.on((event, source) => {
      if (event.type !== 'invalidate') return;
      forgetCatalog();
      if (relay && source.local) void relay.relay(source.id, event.tags);
    });
    bus.onMissed(() => {
      forgetCatalog();
      // Its own changes may have been among those missed: the shells drop all they keep.
      void relay?.relayAll();
    });
  },
);
