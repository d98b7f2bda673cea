// Shoppers on this machine, through the front balancer, all through the run: some load pages,
// some place orders — a bounded load (a few at once, each pausing between requests, and it ends by
// itself after 20 minutes or 50,000 requests). Every request is kept with when it was sent, what
// it got and the phase of the run it fell in; every order with its Idempotency-Key, sent again
// with the same key after a failure (as a shop's checkout does) until it is acknowledged: 201, or
// 200 for a replay.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MINUTE } from '../test-compose/commands.mjs';
import { orderBody } from '../test-compose/checks.mjs';

const LIMITS = { ms: 20 * MINUTE, requests: 50_000 };
const REQUEST_TIMEOUT_MS = 10_000;
/** An order given up after this long without an acknowledgement. */
const ORDER_PATIENCE_MS = 2 * MINUTE;

/** One request: its status, or what failed (`timeout`, ECONNRESET, …), and how long it took. */
async function send(url, init) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const at = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { at, ms: Date.now() - at, status: response.status, text };
  } catch (error) {
    const got = controller.signal.aborted
      ? 'timeout'
      : (error.cause?.code ?? error.cause?.message ?? error.message);
    return { at, ms: Date.now() - at, error: got };
  } finally {
    clearTimeout(timer);
  }
}

/** What a request got, as a word: `200`, `502`, `timeout`, `ECONNRESET`… */
export const gotOf = (request) => String(request.status ?? request.error);

/**
 * @param {{ url: string, origin: string, pages: string[], products: string[],
 *   pageShoppers?: number, orderShoppers?: number }} options
 */
export function startShoppers({
  url,
  origin,
  pages,
  products,
  pageShoppers = 3,
  orderShoppers = 2,
}) {
  const requests = [];
  const orders = [];
  const state = { phase: 'warm-up', stopping: false, started: Date.now() };
  const over = () =>
    state.stopping || Date.now() - state.started > LIMITS.ms || requests.length >= LIMITS.requests;
  const keep = (kind, result) => {
    const request = { kind, phase: state.phase, ...result, text: undefined };
    requests.push(request);
    return request;
  };

  async function loadPages(n) {
    for (let i = n; !over(); i += 1) {
      const answer = await send(`${url}${pages[i % pages.length]}`);
      keep('page', { ...answer, ok: answer.status === 200 });
      await sleep(100);
    }
  }

  async function placeOrder(n, i) {
    const key = randomUUID();
    const email = `swarm.${n}.${i}.${key.slice(0, 8)}@example.com`;
    const order = { key, email, phase: state.phase, attempts: 0, number: null, refused: null };
    orders.push(order);
    const product = products[(n * 7 + i) % products.length];
    const since = Date.now();
    while (order.number === null && Date.now() - since < ORDER_PATIENCE_MS && !over()) {
      order.attempts += 1;
      const answer = await send(`${url}/api/v1/order`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'idempotency-key': key },
        body: orderBody(product, email, 'Swarm'),
      });
      const acknowledged = answer.status === 201 || answer.status === 200;
      keep('order', { ...answer, ok: acknowledged });
      if (acknowledged) order.number = JSON.parse(answer.text).number;
      else if (answer.status >= 400 && answer.status < 500) order.refused = answer.status;
      if (order.refused) return;
      if (!acknowledged) await sleep(500);
    }
  }

  async function shop(n) {
    for (let i = 0; !over(); i += 1) {
      await placeOrder(n, i);
      await sleep(300);
    }
  }

  const shoppers = [
    ...Array.from({ length: pageShoppers }, (_, n) => loadPages(n)),
    ...Array.from({ length: orderShoppers }, (_, n) => shop(n)),
  ];
  return {
    requests,
    orders,
    /** From now on, requests count in phase `name`. */
    mark: (name) => (state.phase = name),
    /** Ends the load; resolves once every shopper has had its last answer. */
    stop: async () => {
      state.stopping = true;
      await Promise.all(shoppers);
    },
  };
}

/** What the requests of `phase` got: how many, how many failed, and the failures by kind. */
export function tally(requests, phase) {
  const of = requests.filter((request) => phase === undefined || request.phase === phase);
  const failed = of.filter((request) => !request.ok);
  const kinds = {};
  for (const request of failed) {
    const kind = `${request.kind} ${gotOf(request)}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  const described = Object.entries(kinds)
    .map(([kind, count]) => `${count} × ${kind}`)
    .join(', ');
  return { total: of.length, failed: failed.length, described, failures: failed };
}
