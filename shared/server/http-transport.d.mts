import type { FastifyPluginAsync } from 'fastify';

export declare const COMPRESS_THRESHOLD_BYTES: number;
export declare const httpTransport: FastifyPluginAsync;
export declare const cacheControlOf: (file: string) => string;
