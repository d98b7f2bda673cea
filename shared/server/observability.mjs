// What the storefront's Node servers (the API, the shell's server) tell an operator: request ids,
// Prometheus metrics per route, liveness and readiness probes, and a graceful stop.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import closeWithGrace from 'close-with-grace';
import metricsModule from 'fastify-metrics';
import promClient from 'prom-client';

/** The header a request id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is taken only when it looks like one: it is logged and sent on as it is. */
const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The route label of a request no route matched (a 404 of an unknown path): one series for all. */
export const UNMATCHED_ROUTE = '__unknown__';

/**
 * Fastify's options for request ids: a well-formed incoming `x-request-id` is the request's id
 * (so one id follows a request through the shell's server and the API), anything else gets a new
 * random one. Fastify's own `requestIdHeader` is off: it would take any value unchecked.
 */
export function requestIdOptions() {
  return {
    requestIdHeader: false,
    /** @param {import('node:http').IncomingMessage} request */
    genReqId: (request) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && WELL_FORMED_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
  };
}

/**
 * Answers every request with its id, and measures every request: `http_request_duration_seconds`
 * (a histogram labelled method, route and status_code, the route being the route's pattern) and
 * the process's default metrics, in `registry`. With `endpoint` the app serves the registry there.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ registry: import('prom-client').Registry, endpoint: string | null }} options
 */
export async function observeRequests(app, { registry, endpoint }) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const metricsPlugin = metricsModule.default ?? metricsModule;
  await app.register(metricsPlugin, {
    endpoint,
    // The app's own registry: two apps in one process (tests) do not share their series.
    promClient: { ...promClient, register: registry },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Requests no route matched are counted too, under one label.
      registeredRoutesOnly: false,
      invalidRouteGroup: UNMATCHED_ROUTE,
      overrides: { histogram: { registers: [registry] }, summary: { registers: [] } },
    },
  });
}

/**
 * The metrics on a listener of their own (`host`:`port`, METRICS_HOST and METRICS_PORT of each
 * server), never on the public port: `GET /metrics` answers the registry, anything else 404.
 * Port 0: no listener (null). A port another process holds leaves the server without one, said
 * in the log (null): the shop goes on serving.
 * @param {import('prom-client').Registry} registry
 * @param {{ host: string, port: number, log: import('fastify').FastifyBaseLogger }} options
 * @returns {Promise<import('node:http').Server | null>}
 */
export async function listenForMetrics(registry, { host, port, log }) {
  if (port === 0) return null;
  const server = http.createServer((request, response) => {
    if (
      request.method !== 'GET' ||
      new URL(request.url ?? '/', 'http://m').pathname !== '/metrics'
    ) {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error) => {
        log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(undefined));
    });
  } catch (error) {
    log.error({ err: error }, `metrics: cannot listen on ${host}:${port}; the server runs without`);
    return null;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  log.info(`metrics at http://${host}:${address.port}/metrics`);
  return server;
}

/** How long a readiness check may take before what it checks counts as down. */
const CHECK_DEADLINE_MS = 2000;

/**
 * `GET /livez`: the process runs (always 200). `GET /readyz`: every check resolves within its
 * deadline (200), else 503 naming what is down: `{ status: 'unavailable', down: ['database'] }`.
 * @param {import('fastify').FastifyInstance} app
 * @param {Record<string, () => Promise<unknown>>} checks
 */
export function probeRoutes(app, checks) {
  // Probes come every few seconds: their lines would drown the log. They are the operator's, not
  // part of the API's contract: left out of its OpenAPI document (as /metrics is).
  const options = { logLevel: /** @type {const} */ ('warn'), schema: { hide: true } };
  app.get('/livez', options, async () => ({ status: 'ok' }));
  app.get('/readyz', options, async (_request, reply) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const ok = await Promise.race([
          check().then(
            () => true,
            () => false,
          ),
          new Promise((resolve) => setTimeout(resolve, CHECK_DEADLINE_MS, false).unref()),
        ]);
        return { name, ok };
      }),
    );
    const down = results.filter(({ ok }) => !ok).map(({ name }) => name);
    if (down.length === 0) return reply.send({ status: 'ok' });
    return reply.status(503).send({ status: 'unavailable', down });
  });
}

/**
 * Stops on SIGTERM or SIGINT: first, for `drainSeconds`, it goes on serving as usual, so the
 * balancers in front, which forget a stopping replica's address only when their DNS answer
 * expires (5 s for the API's nginx) or their endpoints change (Kubernetes), stop sending it new
 * connections; then `stop` stops accepting connections and finishes what is in flight, and the
 * process exits 0. Closing at once would reset the connections accepted in the moment of closing,
 * and a balancer sends a POST (an order) to no other replica once it may have been started.
 * Past `drainSeconds` + `graceSeconds`, or on a second signal, it exits 1 at once.
 * Meanwhile a connection kept alive is closed as soon as its request is answered: Node closes the
 * idle ones once, when the server closes, and an answer that says keep-alive (one the shell
 * proxies from the API) would otherwise hold its connection, and the stop, to the end.
 * @param {{ drainSeconds?: number, graceSeconds: number, log: import('fastify').FastifyBaseLogger, server: import('node:http').Server, stop: () => Promise<void> }} options
 */
export function stopGracefully({ drainSeconds = 0, graceSeconds, log, server, stop }) {
  closeWithGrace(
    {
      delay: (drainSeconds + graceSeconds) * 1000,
      logger: { error: (message) => log.error(message) },
      // An error is left to Node's own handling (a crash): this is about being asked to stop.
      skip: ['uncaughtException', 'unhandledRejection', 'beforeExit'],
    },
    async ({ signal }) => {
      if (drainSeconds > 0) {
        log.info(`${signal}: serving ${drainSeconds} s more while the balancers drop this replica`);
        await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      }
      log.info(`${signal}: no new connections; finishing the requests in flight`);
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      await stop().finally(() => clearInterval(sweep));
      log.info('stopped');
    },
  );
}
