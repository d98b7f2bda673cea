import type { IncomingMessage, Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare const UNMATCHED_ROUTE: string;
export declare function requestIdOptions(): {
  requestIdHeader: false;
  genReqId: (request: IncomingMessage) => string;
};
export declare function observeRequests(
  app: FastifyInstance,
  options: { registry: Registry; endpoint: string | null },
): Promise<void>;
export declare function listenForMetrics(
  registry: Registry,
  options: { host: string; port: number; log: FastifyBaseLogger },
): Promise<Server | null>;
export declare function probeRoutes(
  app: FastifyInstance,
  checks: Record<string, () => Promise<unknown>>,
): void;
export declare function stopGracefully(options: {
  drainSeconds?: number;
  graceSeconds: number;
  log: FastifyBaseLogger;
  server: Server;
  stop: () => Promise<void>;
}): void;
