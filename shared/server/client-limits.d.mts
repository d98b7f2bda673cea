import type { Server } from 'node:net';

export declare function clientDeadlines(limits: { requestSeconds: number; idleSeconds?: number }): {
  requestTimeout: number;
  connectionTimeout: number;
  http: { headersTimeout: number; connectionsCheckingInterval: number };
};
export declare function limitConnectionsPerAddress(
  server: Server,
  limits: { max: number; trustProxy: string },
): void;
