import type { BackOfficeEvent } from '@storefront/shared/admin';
import type { Database } from '../../db/database';
import { notify } from './repository';

/** What every API process hears, whichever of them made it happen. */
export type ShopEvent =
  | BackOfficeEvent
  /** Answers about these cache tags are out of date (a staff write changed what they show). */
  | { type: 'invalidate'; tags: string[] };

/** The database channel the events travel on. */
export const EVENTS_CHANNEL = 'storefront_events';

export type EventListener = (event: ShopEvent) => void;

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

  async publish(db: Database, event: ShopEvent): Promise<void> {
    await notify(db, EVENTS_CHANNEL, JSON.stringify(event));
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
    let event: ShopEvent;
    try {
      event = JSON.parse(payload) as ShopEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(event);
  }

  missed(): void {
    for (const listener of this.missedListeners) listener();
  }
}
