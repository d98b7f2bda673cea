import { randomUUID } from 'node:crypto';
import type { BackOfficeEvent } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { notify } from './repository';

/** What every API process hears, whichever of them made it happen. */
export type ShopEvent =
  | BackOfficeEvent
  /** Answers about these cache tags are out of date (a staff write changed what they show). */
  | { type: 'invalidate'; tags: string[] }
  /** A promotion was saved: its period's start or end may be the next one to meet. */
  | { type: 'promotions-changed' }
  /** A staff account was deactivated: its open event streams end, on every process. */
  | { type: 'sessions-ended'; userId: string };

/**
 * The most a notification carries: PostgreSQL refuses a payload of 8,000 bytes or more, so an
 * invalidation of many tags (a promotion on a large category) travels in several.
 */
const MAX_PAYLOAD_BYTES = 7_000;

/** An event in notifications each under MAX_PAYLOAD_BYTES: an invalidation split by its tags. */
function partsOf(event: ShopEvent): ShopEvent[] {
  if (event.type !== 'invalidate') return [event];
  const parts: { type: 'invalidate'; tags: string[] }[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const tag of event.tags) {
    const size = Buffer.byteLength(tag) + 3;
    if (current.length > 0 && bytes + size > MAX_PAYLOAD_BYTES - 40) {
      parts.push({ type: 'invalidate', tags: current });
      current = [];
      bytes = 0;
    }
    current.push(tag);
    bytes += size;
  }
  if (current.length > 0) parts.push({ type: 'invalidate', tags: current });
  return parts;
}

/** The database channel the events travel on. */
export const EVENTS_CHANNEL = 'storefront_events';

/** Where an event heard came from. */
export interface EventSource {
  /** The event's own id (the one `publish` answered). */
  id: string;
  /** Published by this process: the one that relays it beyond the API (once, not per process). */
  local: boolean;
}

export type EventListener = (event: ShopEvent, source: EventSource) => void;

/** A part of an event published: its id, its transaction's id, and what it carries. */
export interface Published {
  id: string;
  xid: string;
  event: ShopEvent;
}

/** An event as the database carries it: the event, its id and the process that published it. */
interface Envelope {
  origin: string;
  id: string;
  event: ShopEvent;
}

/**
 * The shop's events between its API processes, carried by the database's notifications
 * (LISTEN/NOTIFY on PostgreSQL, the one session on PGlite): published inside the transaction
 * that makes them true, each is heard by every process once that transaction commits, and never
 * when it rolls back. A listener that cannot be sure it heard everything (a dropped connection)
 * is told with `missed`, and drops what it keeps.
 */
export class EventBus {
  private readonly listeners = new Set<EventListener>();
  private readonly missedListeners = new Set<() => void>();
  /** This process, as the events it publishes name it. */
  private readonly origin = randomUUID();

  /**
   * Publishes an event with the transaction `db` (heard when it commits), in as many
   * notifications as it needs (see partsOf). Answers each part with its id and the
   * transaction's (to ask later whether it committed).
   */
  async publish(db: Database, event: ShopEvent): Promise<Published[]> {
    const published: Published[] = [];
    for (const part of partsOf(event)) {
      const id = randomUUID();
      const envelope: Envelope = { origin: this.origin, id, event: part };
      published.push({
        id,
        xid: await notify(db, EVENTS_CHANNEL, JSON.stringify(envelope)),
        event: part,
      });
    }
    return published;
  }

  /** Hears every event; answers the way to stop. */
  on(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears that events may have been missed (the listening connection was lost a while). */
  onMissed(listener: () => void): () => void {
    this.missedListeners.add(listener);
    return () => this.missedListeners.delete(listener);
  }

  /** A notification as the database delivered it. */
  deliver(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (!envelope?.event) return;
    const source = { id: envelope.id, local: envelope.origin === this.origin };
    for (const listener of this.listeners) listener(envelope.event, source);
  }

  missed(): void {
    for (const listener of this.missedListeners) listener();
  }
}
