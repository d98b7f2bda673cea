import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { forbidden } from '../errors';
import { rateLimitStore } from './rate-limit-store';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers, cookies, rate limiting (opt-in per route; counted in Redis when replicas
 * share one) and the Origin check: a browser always sends Origin on a cross-site POST, so a
 * state-changing request from a foreign origin is refused before it reaches a route. Requests
 * without Origin (server to server) pass.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmet, {
    // The API answers JSON; its only HTML is the OpenAPI explorer, which needs inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(await rateLimitStore(app, config.REDIS_URL)),
  });

  const allowed = new Set(config.ALLOWED_ORIGINS);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      throw forbidden(`Origin ${origin} may not change data here`);
    }
  });
});
