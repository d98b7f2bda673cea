import type { FastifyPluginAsync } from 'fastify';

export declare const COMPRESS_THRESHOLD_BYTES: number;
export declare const httpTransport: FastifyPluginAsync<{ streams?: boolean }>;
export declare const cacheControlOf: (file: string) => string;
