import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { AppError } from '../errors';

/** How long a client is asked to wait: an event loop that fell behind catches up in seconds. */
export const PRESSURE_RETRY_AFTER_SECONDS = 10;

/**
 * The operator's routes, answered however busy the API is: they are how it is watched (the
 * metrics too, on their own listener, which this does not guard).
 */
const EXEMPT = new Set(['/livez', '/readyz', '/api/v1/health']);

/**
 * Past `maxDelayMs` of event-loop delay (the mean over the last second, as
 * @fastify/under-pressure measures it; 0: never) the API answers 503 with Retry-After at once
 * rather than queue requests it would answer late, each counted in `api_requests_shed_total`;
 * the probes and the metrics still answer. The shell's server turns such an answer into a page
 * that is unavailable for now (503) or renders it in the browser.
 */
export async function shedUnderPressure(
  app: FastifyInstance,
  { maxDelayMs, registry }: { maxDelayMs: number; registry: Registry },
): Promise<void> {
  const shed = new Counter({
    name: 'api_requests_shed_total',
    help: 'Requests answered 503 because the API was under pressure (API_PRESSURE_DELAY_MS)',
    registers: [registry],
  });
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    // A rejection goes to the API's error handler: its usual body, its Retry-After, no log line
    // (an AppError's 503 is on purpose: logging each would add to the load).
    pressureHandler: async (request) => {
      if (EXEMPT.has(request.routeOptions.url ?? '')) return;
      shed.inc();
      throw new AppError(
        503,
        'UNKNOWN_ERROR',
        'The API is busy: try again in a few seconds',
        {},
        { 'retry-after': String(PRESSURE_RETRY_AFTER_SECONDS) },
      );
    },
  });
}
