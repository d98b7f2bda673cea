import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import type { Database } from '../db/database';
import { EVENTS_CHANNEL, EventBus } from '../services/events/bus';
import { INVALIDATED_HEADER } from '../services/events/invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's events, heard by every API process on the database (see EventBus). */
    events: EventBus;
  }
  interface FastifyRequest {
    /**
     * Says, inside a staff write's transaction, which cache tags (`CACHE_TAGS`) the write makes
     * stale: every API process drops its answers once the write commits, and the answer names
     * them (INVALIDATED_HEADER) for the shell that forwarded it.
     */
    invalidate: (tx: Database, tags: string[]) => Promise<void>;
  }
}

const invalidatedTags = new WeakMap<FastifyRequest, Set<string>>();

/** Listens on the database's events channel for as long as the app runs. */
export const eventsPlugin = fp(
  async (app: FastifyInstance, { handle }: { handle: DatabaseHandle }) => {
    const bus = new EventBus();
    const stop = await handle.listen(EVENTS_CHANNEL, {
      message: (payload) => bus.deliver(payload),
      reconnected: () => {
        app.log.warn('the events channel was lost a while: events sent meanwhile were missed');
        bus.missed();
      },
    });
    app.decorate('events', bus);
    app.addHook('onClose', () => stop());

    app.decorateRequest(
      'invalidate',
      async function invalidate(this: FastifyRequest, tx: Database, tags: string[]) {
        if (tags.length === 0) return;
        await bus.publish(tx, { type: 'invalidate', tags });
        const known = invalidatedTags.get(this) ?? new Set<string>();
        for (const tag of tags) known.add(tag);
        invalidatedTags.set(this, known);
      },
    );
    app.addHook('onSend', async (request, reply) => {
      const tags = invalidatedTags.get(request);
      if (tags && reply.statusCode < 400) reply.header(INVALIDATED_HEADER, [...tags].join(' '));
    });

    // The catalog's kept answers go as soon as a staff change to the catalog commits, on every
    // process (this one included); and all of them when events may have been missed.
    bus.on((event) => {
      if (event.type === 'invalidate') app.catalogAnswers.clear();
    });
    bus.onMissed(() => app.catalogAnswers.clear());
  },
);
