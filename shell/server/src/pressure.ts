import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/**
 * Whether the server has the time to render a page now. Past `maxDelayMs` of event-loop delay
 * (the mean delay over the last second, as @fastify/under-pressure measures it; 0: never) every
 * render would wait in line behind the others and make every page late, so pages are sent for the
 * browser to render instead (the layout-only path, as when a remote is down): 200, and at once.
 * No request is turned away; a page already made (a cache) may still be sent as it is, since
 * this only decides whether to render one.
 */
export async function watchRenderPressure(
  app: FastifyInstance,
  { maxDelayMs }: { maxDelayMs: number },
): Promise<() => boolean> {
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    // The plugin's own answer under pressure is a 503: the shell never gives it (see above).
    pressureHandler: () => undefined,
  });
  return () => !app.isUnderPressure();
}
