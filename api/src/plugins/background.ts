import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PQueue from 'p-queue';

/** Work that waits at most; past it, new work is refused (and logged) rather than queued. */
const MAX_WAITING = 500;

/** Work done after a request has been answered, a few at a time. */
export interface Background {
  /** Queues `job`; its failure is logged. */
  run(name: string, job: () => Promise<unknown>): void;
  /** Resolves once nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

/**
 * `app.background`: work a request starts but does not wait for, so that its answer (and the time
 * it takes) tells nothing of what the work found. Closing the app waits for what is queued.
 */
export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const queue = new PQueue({ concurrency: 2 });
  app.decorate('background', {
    run(name, job) {
      if (queue.size >= MAX_WAITING) {
        app.log.warn({ job: name }, 'background work refused: too much is waiting');
        return;
      }
      queue
        .add(job)
        .catch((error: unknown) =>
          app.log.error({ err: error, job: name }, 'background work failed'),
        );
    },
    idle: () => queue.onIdle(),
  } satisfies Background);
  app.addHook('onClose', async () => {
    await queue.onIdle();
  });
});
