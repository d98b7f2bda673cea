import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/** Gives back a render's slot (once; again is nothing). */
export type RenderSlot = () => void;

/**
 * At most `max` renders at once (0: no bound). A render past them would only wait in line behind
 * the others and make every page late: a shopper is better served by the page for the browser to
 * render, at once.
 */
export function renderSlots(max: number) {
  let running = 0;
  return {
    /** A slot for one render, or null when `max` renders are running. */
    take(): RenderSlot | null {
      if (max > 0 && running >= max) return null;
      running += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        running -= 1;
      };
    },
  };
}

/**
 * Whether the server has the time to render a page now, and a slot to render it in. It has not
 * past `maxDelayMs` of event-loop delay (the mean delay over the last second, as
 * @fastify/under-pressure measures it; 0: never), nor with `maxRenders` renders running (0: no
 * bound): pages are then sent for the browser to render instead (the layout-only path, as when a
 * remote is down), 200 and at once. No request is turned away; a page already made (a cache) may
 * still be sent as it is, since this only decides whether to render one.
 */
export async function watchRenderPressure(
  app: FastifyInstance,
  { maxDelayMs, maxRenders }: { maxDelayMs: number; maxRenders: number },
): Promise<() => RenderSlot | null> {
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    // The plugin's own answer under pressure is a 503: the shell never gives it (see above).
    pressureHandler: () => undefined,
  });
  const slots = renderSlots(maxRenders);
  return () => (app.isUnderPressure() ? null : slots.take());
}
