#!/usr/bin/env node
// `npm run test:swarm`: the stack on a real three-node Docker Swarm, on this one machine. Three
// Docker engines in three network namespaces (./nodes.mjs) form one swarm of three managers with
// an overlay network; the images `npm run test:compose` builds (handed over by it, or built here
// the same way) are loaded into each engine; the stack file made from docker-compose.yml and
// docker-compose.swarm.yml is deployed with `docker stack deploy`. Then, with shoppers loading
// pages and placing orders throughout (./shoppers.mjs, through a balancer in front of the nodes'
// shell ports, ./front.mjs):
//
//   - a rolling update of the API, then of the shell (start-first): no request fails;
//   - a node that runs an API task (and a shell task, when one does) is stopped (every process of
//     it killed, its link cut): its tasks run on the other nodes within the stated time, and pages
//     answer;
//   - every order acknowledged (201, or 200 for a replay of its key) is in the database, once.
//
// It prints the time to converge, the failover time, the requests that failed during the failover
// (and what they got), and the orders acknowledged and found. PostgreSQL stays on node1 (labelled),
// which is never the one stopped. Then it removes every engine, namespace, link, bridge, image and
// volume it made — also when a check fails, or on SIGINT or SIGTERM. Root on Debian: it installs
// what it needs (docker.io, nginx, …) as `npm test` does. Exit code 1 when anything failed.
import { LOGS, phase, PROJECT, runSuite } from '../test-compose/commands.mjs';
import { requirePrograms } from '../test-compose/engine.mjs';
import { nodeLost, ordersKept, shopFor, stackConverges, updateLosesNothing } from './checks.mjs';
import { startFront } from './front.mjs';
import { images, loadImages, prepareImages } from './images.mjs';
import { createNetwork, NODES, startNode } from './nodes.mjs';
import { startShoppers } from './shoppers.mjs';
import { deployStack, formSwarm, rollingUpdate } from './swarm.mjs';
import { keep } from './report.mjs';
import { teardown, under } from './teardown.mjs';

const SHELL_PORT = 3000;
const PROGRAMS = [
  ['dockerd', 'docker.io'],
  ['containerd', 'containerd'],
  ['docker', 'docker.io'],
  ['docker-compose', 'docker-compose'],
  ['debootstrap', 'debootstrap'],
  ['nginx', 'nginx'],
  ['ip', 'iproute2'],
  ['iptables', 'iptables'],
  ['unshare', 'util-linux'],
  ['nsenter', 'util-linux'],
];

async function main() {
  console.log(`test:swarm: run ${PROJECT}, logs in ${LOGS}`);
  requirePrograms('test:swarm', PROGRAMS);
  await prepareImages();
  await phase('nodes: three network namespaces on a bridge', createNetwork);
  await phase('nodes: an engine in each', async () => {
    const versions = await Promise.all(NODES.map(startNode));
    return NODES.map((node, i) => `${node.name} dockerd ${versions[i]}`).join(', ');
  });
  await phase('swarm: formed', formSwarm);
  await phase('images: docker save | docker load on every node', () => loadImages(NODES));
  const deployedAt = Date.now();
  await phase('stack deployed', () =>
    deployStack({
      IMAGE_TAG: images.tag,
      SHELL_PORT: String(SHELL_PORT),
      // Tasks have no fixed addresses: the stack's network is trusted to name the shopper.
      API_TRUST_PROXY: '172.28.0.0/24',
      // Every shopper of the run comes from this machine's one address.
      ORDER_RATE_LIMIT: '1000000',
    }),
  );
  const front = under(await startFront(NODES.map((node) => `${node.address}:${SHELL_PORT}`)));
  await phase('stack converged', async () =>
    keep('time to converge', await stackConverges(front, deployedAt)),
  );
  const shop = await shopFor(front);
  const shoppers = under(
    startShoppers({ url: front.url, origin: `http://localhost:${SHELL_PORT}`, ...shop }),
  );
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  for (const service of ['api', 'shell'])
    await phase(
      `rolling update of the ${service} under load`,
      async () =>
        keep(
          `rolling update of ${service}`,
          await updateLosesNothing(service, rollingUpdate, shoppers),
        ),
      { fatal: false },
    );
  await phase('a node lost under load', async () => keep('failover', await nodeLost(shoppers)));
  await phase('load stopped', async () => {
    await shoppers.stop();
    return `${shoppers.requests.length} requests, ${shoppers.orders.length} orders in all`;
  });
  await phase('every acknowledged order in the database, once', () =>
    keep('orders', ordersKept(shoppers)),
  );
}

await runSuite('test:swarm', main, teardown);
