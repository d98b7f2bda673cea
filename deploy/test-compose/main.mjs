#!/usr/bin/env node
// `npm run test:compose`: the compose stack booted for real, as an operator runs it. On a Docker
// engine (started here when none runs), with base images built on this machine
// (deploy/offline/build-base-images.sh: no image registry needed) and docker-compose.offline.yml,
// it builds the project's images, starts the whole stack under a project name of its own and
// checks, from this machine through the ports published on 127.0.0.1 only:
//
//   - every container's health check passes (the API's and the shell's /readyz among them);
//   - the home page, a listing and a product page render on the server in every language;
//   - a guest order placed through the shell's /api/v1 is stored, takes its stock, and its
//     confirmation email reaches the mail catcher;
//   - both API replicas answered requests (their own /metrics, read inside each container);
//   - a remote's container stopped: its pages still answer with the layout; started again: they
//     render on the server again;
//   - the content team's release tool publishes a changed build into the remote's volume and
//     promotes it, then rolls it back: the running shell renders each within seconds;
//   - `down` then `up` with the volumes kept: the order is still there.
//
// Then it removes what it made (containers, networks, volumes, the images it built, the base
// images), also when a check fails; with TEST_IMAGES_HANDOVER=<file> and every check passed it
// leaves the images the stack runs for `npm run test:swarm` (./images.mjs). The engine it may have
// started is left running. Exit code 1 when anything failed. Each phase prints its duration.
//
// Here the run's order; in ./commands.mjs the phases and commands, in ./engine.mjs the engine
// and compose, in ./images.mjs the images, in ./checks.mjs the checks, in ./teardown.mjs the
// removal.
import { check, LOGS, MINUTE, phase, PROJECT, runSuite, until } from './commands.mjs';
import { compose, composeLines, engine, SHELL } from './engine.mjs';
import {
  healthy,
  order,
  placeOrder,
  remoteBack,
  remoteDown,
  renderedPages,
  replicas,
  shellAnswers,
  track,
} from './checks.mjs';
import { buildImages, noteImages } from './images.mjs';
import { releaseCycle } from './releases.mjs';
import { teardown } from './teardown.mjs';

async function main() {
  console.log(`test:compose: project ${PROJECT}, shell on ${SHELL}, logs in ${LOGS}`);
  await phase('engine', engine);
  noteImages();
  await buildImages();
  await phase('up (2 API replicas)', async () => {
    await compose(['up', '-d'], { timeout: 8 * MINUTE });
    await shellAnswers();
    return composeLines(['ps', '--services', '--filter', 'status=running']).join(', ');
  });
  await phase('health checks passing', healthy, { fatal: false });
  await phase('pages rendered on the server', renderedPages, { fatal: false });
  await phase('a guest order through the shell', placeOrder, { fatal: false });
  await phase('both API replicas answered', replicas, { fatal: false });
  await phase('a remote stopped', remoteDown, { fatal: false });
  await phase('the remote started again', remoteBack, { fatal: false });
  await phase('a content release promoted, then rolled back', releaseCycle, { fatal: false });
  await phase(
    'down, then up with the volumes kept',
    async () => {
      await compose(['down'], { timeout: 3 * MINUTE });
      await compose(['up', '-d'], { timeout: 8 * MINUTE });
      await shellAnswers();
      check(order.number, 'no order was placed');
      return `order ${order.number} ${await until('the order after the restart', track, MINUTE)}`;
    },
    { fatal: false },
  );
}

await runSuite('test:compose', main, teardown);
