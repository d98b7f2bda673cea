// The images the stack runs, on every node: those `npm run test:compose` handed over (CI builds
// them once: TEST_IMAGES_HANDOVER names the file it wrote), or else built here as test:compose
// builds them, on the machine's engine. `docker save` once, `docker load` into each node's engine
// at the same time: no registry. The nodes' copies go with their data-roots; the machine's are
// removed at the end, as is an engine started for them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { check, MINUTE, phase, running } from '../test-compose/commands.mjs';
import { COMPOSE_ENV, engine, stopStartedEngine } from '../test-compose/engine.mjs';
import {
  buildImages,
  handedOver,
  noteImages,
  removeImages,
  stackImages,
} from '../test-compose/images.mjs';

const HANDOVER = process.env.TEST_IMAGES_HANDOVER;
/** The images, their tag, and how they came: handed over (`remove` after) or built here. */
export const images = { tag: '', list: [], remove: [], built: false };

export async function prepareImages() {
  if (HANDOVER && existsSync(HANDOVER)) {
    const handed = handedOver(HANDOVER);
    Object.assign(images, { tag: handed.tag, list: handed.images, remove: handed.remove });
    console.log(`✔ images: ${handed.images.length} handed over by test:compose (${HANDOVER})`);
    return;
  }
  await phase('engine (to build the images)', () => engine('test:swarm'));
  noteImages();
  images.built = true;
  await buildImages();
  Object.assign(images, { tag: COMPOSE_ENV.IMAGE_TAG, list: stackImages() });
}

const spawnTracked = (args, stdio) => {
  const child = spawn('docker', args, { stdio, detached: true });
  running.add(child);
  const done = new Promise((resolve, reject) => {
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`docker ${args.join(' ')}: exit ${code} ${errors.trim()}`));
    });
  });
  return { child, done };
};

/** One `docker save`, read by every node's `docker load` as it comes. */
export async function loadImages(nodes) {
  const save = spawnTracked(['save', ...images.list], ['ignore', 'pipe', 'pipe']);
  const loads = nodes.map((node) =>
    spawnTracked(['-H', node.socket, 'load', '-q'], ['pipe', 'ignore', 'pipe']),
  );
  let bytes = 0;
  save.child.stdout.on('data', (chunk) => (bytes += chunk.length));
  for (const load of loads) {
    // A load that ends early (stopped by a signal) fails on its own exit code, not on a broken pipe.
    load.child.stdin.on('error', () => {});
    save.child.stdout.pipe(load.child.stdin);
  }
  await Promise.all([save.done, ...loads.map((load) => load.done)]);
  return `${images.list.length} images, ${(bytes / 2 ** 20).toFixed(0)} MiB, into ${nodes.length} engines`;
}

/** The machine's copies: what the run built, or what it was handed to remove; the engine. */
export async function removeMachineImages() {
  let removed;
  if (images.built) removed = removeImages();
  else {
    for (const image of images.remove)
      spawnSync('docker', ['rmi', image], { stdio: 'ignore', timeout: MINUTE });
    const left = images.remove.filter(
      (image) => spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0,
    );
    check(left.length === 0, `images left: ${left.join(', ')}`);
    if (HANDOVER) rmSync(HANDOVER, { force: true });
    removed = `${images.remove.length} handed-over images`;
  }
  const engineStopped = await stopStartedEngine();
  return engineStopped ? `${removed}; ${engineStopped}` : removed;
}
