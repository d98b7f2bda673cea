// What the run shows, through the front balancer as shoppers see it, and from a manager for what
// the swarm says: the stack converging, rolling updates that lose nothing, a node lost under load,
// and every acknowledged order in the database once.
import { check, MINUTE, seconds, until } from '../test-compose/commands.mjs';
import { docker, NODES, stopNode } from './nodes.mjs';
import { tally } from './shoppers.mjs';
import { converged, nodeIds, services, STACK, tasksOf } from './swarm.mjs';

const [MANAGER] = NODES;
/** How long the swarm has to run a lost node's tasks elsewhere: the stated failover time. */
export const FAILOVER_LIMIT_MS = 2 * MINUTE;
/** Pages must answer throughout this long once the tasks run again. */
const STEADY_MS = 15_000;

/** SQL in the PostgreSQL task's container, on the labelled node. */
function psql(query) {
  const container = docker(
    MANAGER,
    'ps',
    '-q',
    '--filter',
    `label=com.docker.swarm.service.name=${STACK}_postgres`,
  );
  check(container, `no PostgreSQL container on ${MANAGER.name}`);
  return docker(
    MANAGER,
    'exec',
    container,
    'psql',
    '-U',
    'storefront',
    '-d',
    'storefront',
    '-At',
    '-F',
    ' ',
    '-c',
    query,
  );
}

/** Every service at its replicas (healthy where it checks), and the shop's pages answering. */
export async function stackConverges(front, deployedAt) {
  await until('every service at its replicas, healthy', () => converged(), 5 * MINUTE);
  await until(
    'the home page through the front',
    async () => (await fetch(`${front.url}/en`)).status === 200,
    2 * MINUTE,
  );
  const took = seconds(Date.now() - deployedAt);
  const list = services().map(({ name, running }) => `${name} ${running}`);
  return `${took} from \`docker stack deploy\` (${list.join(', ')})`;
}

/** The products orders take (with stock for every order the run places), and the pages loaded. */
export async function shopFor(front) {
  // One page of the catalog is plenty; its products get stock for as long as the run lasts.
  const listing = await (await fetch(`${front.url}/api/v1/product?lang=en&limit=24`)).json();
  const products = listing.items.map((item) => item.id);
  psql(
    `update products set stock = 1000000 where id in (${products.map((id) => `'${id}'`).join(', ')})`,
  );
  const [first] = listing.items;
  const pages = [
    '/en',
    '/en/catalog',
    `/en/catalog/${first.category.slug}/${first.slug}`,
    '/en/contact-us',
    '/pl',
    '/ua/catalog',
  ];
  return { products, pages };
}

/** A rolling update of `service` under the load: no request may fail, nor any order attempt. */
export async function updateLosesNothing(service, rollingUpdate, shoppers) {
  const phase = `update of ${service}`;
  shoppers.mark(phase);
  const t0 = Date.now();
  await rollingUpdate(service);
  const took = seconds(Date.now() - t0);
  shoppers.mark(`after the update of ${service}`);
  const { total, failed, described } = tally(shoppers.requests, phase);
  check(failed === 0, `${failed} of ${total} requests failed during the update: ${described}`);
  const orders = shoppers.orders.filter((order) => order.phase === phase).length;
  return `${took}, ${total} requests (${orders} orders) answered, none failed`;
}

/**
 * Which node to stop: not the labelled one, running an API task, and a shell task too when one
 * does (the API's replicas are on two nodes, the shell's on two, not always the same two).
 */
function victim() {
  const api = tasksOf('api').filter((node) => node !== MANAGER);
  const shell = tasksOf('shell');
  const candidates = [...new Set(api)].sort(
    (a, b) => Number(shell.includes(b)) - Number(shell.includes(a)),
  );
  check(candidates.length > 0, 'no node but the labelled one runs an API task');
  return candidates[0];
}

/** What runs on `node`, service by service. */
function runningOn(node) {
  return services()
    .map(({ name }) => [name, tasksOf(name).filter((at) => at === node).length])
    .filter(([, count]) => count > 0)
    .map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
}

/** Figures of the failover, for the closing report. */
export const failover = {};

/**
 * Stops a node under the load; its tasks must run on the other nodes within FAILOVER_LIMIT_MS,
 * and pages answer throughout STEADY_MS after that.
 */
export async function nodeLost(shoppers) {
  const node = victim();
  const lost = runningOn(node);
  shoppers.mark('failover');
  const t0 = Date.now();
  await stopNode(node);
  await until(
    `${node.name}'s tasks running on the other nodes`,
    () => {
      const state = docker(
        MANAGER,
        'node',
        'inspect',
        '--format',
        '{{.Status.State}}',
        nodeIds.get(node),
      );
      if (state !== 'down') throw new Error(`${node.name} is ${state} to the managers`);
      converged();
      const still = services().filter(({ name }) => tasksOf(name).includes(node));
      if (still.length > 0) throw new Error(`still on ${node.name}: ${still.map((s) => s.name)}`);
      return true;
    },
    FAILOVER_LIMIT_MS,
  );
  const tasksBack = Date.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
  shoppers.mark('after the failover');
  const during = tally(shoppers.requests, 'failover');
  // A request in flight on the lost node fails when its deadline passes: what matters is when the
  // last failing one was sent, after which every request was answered.
  const lastFailedSent = Math.max(t0, ...during.failures.map((request) => request.at));
  const steady = during.failures.filter((request) => request.at > t0 + tasksBack);
  const pagesBack = lastFailedSent - t0;
  Object.assign(failover, { node: node.name, lost, tasksBack, pagesBack, during });
  check(
    steady.length === 0,
    `${node.name} (${lost.join(', ')}) stopped: ${steady.length} requests failed after its tasks ` +
      `ran again (${seconds(tasksBack)} after the stop): ${tally(steady).described}`,
  );
  const failed = during.failed
    ? `${during.failed} of ${during.total} requests failed (${during.described}), the last of them sent ${seconds(pagesBack)} after the stop; every request sent after it was answered`
    : `none of ${during.total} requests failed`;
  return (
    `${node.name} (${lost.join(', ')}) stopped: its tasks running on the other nodes after ` +
    `${seconds(tasksBack)}; ${failed}`
  );
}

/** Every order acknowledged (201, or 200 replayed) is in the database, and none twice. */
export function ordersKept(shoppers) {
  const rows = psql("select idempotency_key, number, email from orders where email like 'swarm.%'")
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '));
  const byKey = new Map(rows.map(([key, number]) => [key, Number(number)]));
  const acknowledged = shoppers.orders.filter((order) => order.number !== null);
  const missing = acknowledged.filter((order) => byKey.get(order.key) !== order.number);
  const emails = new Map();
  for (const [, , email] of rows) emails.set(email, (emails.get(email) ?? 0) + 1);
  const twice = [...emails].filter(([, count]) => count > 1);
  const unacknowledged = rows.length - acknowledged.length + missing.length;
  const retried = acknowledged.filter((order) => order.attempts > 1).length;
  check(
    missing.length === 0,
    `acknowledged but not in the database: ${missing.map((o) => o.number ?? o.key).join(', ')}`,
  );
  check(twice.length === 0, `placed twice: ${twice.map(([email]) => email).join(', ')}`);
  return (
    `${acknowledged.length} acknowledged, ${acknowledged.length - missing.length} found in the database, ` +
    `0 twice (${retried} acknowledged after a retry with their key; ${unacknowledged} in the database never acknowledged; ` +
    `${shoppers.orders.filter((order) => order.number === null).length} not acknowledged when the load ended)`
  );
}
