import type { DatabaseHandle } from '../../db/client';
import type { Database } from '../../db/database';
import type { EventBus } from '../events/bus';
import { applyProductPrices, priceTags } from './product-prices';
import { nextBoundaryAfter, productsWithBoundaryBetween } from './repository';

/**
 * Brings the discount prices in line with the promotions at `now`: those of the products named
 * by a targeted promotion whose start or end lies in (`since`, `now`], or of every product
 * without a `since` (a process's first run: what it may have missed while no process ran). The
 * pages and listings of the products whose price changed are made stale on every process and
 * shell (the `invalidate` event, sent when the transaction commits). Answers those products.
 */
export async function refreshPromotionPrices(
  db: Database,
  events: EventBus,
  { since, now }: { since: Date | null; now: Date },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids = since ? await productsWithBoundaryBetween(tx, since, now) : 'all';
    const changed = await applyProductPrices(tx, ids, now);
    const tags = priceTags(changed);
    if (tags.length > 0) await events.publish(tx, { type: 'invalidate', tags });
    return changed;
  });
}

/** A boundary is met this long after it, so that the clock reading it is past it for sure. */
const BOUNDARY_MARGIN_MS = 50;

/** How long to wait for the next run: the interval, or less when a boundary comes sooner. */
export function delayUntilNextRun(now: Date, boundary: Date | null, intervalMs: number): number {
  if (!boundary) return intervalMs;
  const untilBoundary = boundary.getTime() - now.getTime() + BOUNDARY_MARGIN_MS;
  return Math.max(0, Math.min(intervalMs, untilBoundary));
}

export interface PromotionClockLog {
  info: (message: string) => void;
  error: (details: object, message: string) => void;
}

export interface PromotionClock {
  /** Stops the runs; resolves once the one under way, if any, has ended. */
  stop: () => Promise<void>;
}

/**
 * Runs `refreshPromotionPrices` every `intervalMs`, and at the next start or end of a targeted
 * promotion when that comes sooner, for as long as the server runs. With replicas on one
 * database a run takes the `promotion-prices` lock, and the others skip theirs; each process
 * covers the time since its own last run, so a boundary is met by the first run after it,
 * whichever process makes it. A promotion saved anywhere (the `promotions-changed` event) makes
 * every process plan its next run anew.
 */
export function startPromotionClock(
  { db, locks }: Pick<DatabaseHandle, 'db' | 'locks'>,
  events: EventBus,
  log: PromotionClockLog,
  { intervalMs, now = () => new Date() }: { intervalMs: number; now?: () => Date },
): PromotionClock {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  let since: Date | null = null;
  let round: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopped || now().getTime() + delay >= dueAt) return;
    clearTimeout(timer);
    dueAt = now().getTime() + delay;
    timer = setTimeout(tick, delay);
  };
  const plan = async () => {
    const at = now();
    schedule(delayUntilNextRun(at, await nextBoundaryAfter(db, at), intervalMs));
  };
  const run = async () => {
    const at = now();
    try {
      const ran = await locks.runIfFree('promotion-prices', async () => {
        const changed = await refreshPromotionPrices(db, events, { since, now: at });
        if (changed.length > 0) log.info(`promotions: ${changed.length} products repriced`);
      });
      if (ran) since = at;
      await plan();
    } catch (error) {
      log.error({ err: error }, 'the promotions could not be applied to the prices');
      schedule(intervalMs);
    }
  };
  const tick = () => {
    dueAt = Number.POSITIVE_INFINITY;
    round = round.then(run);
  };
  const stopListening = events.on((event) => {
    if (event.type === 'promotions-changed' && !stopped)
      round = round.then(() => plan().catch(() => schedule(intervalMs)));
  });
  tick();

  return {
    stop: async () => {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await round;
    },
  };
}
