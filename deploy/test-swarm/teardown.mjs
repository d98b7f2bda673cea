// Removing what the run made, once, whether it ends, fails or is interrupted: the load and the
// front balancer, then the nodes (engines, containerd, containers, namespaces, links, the bridge,
// their data with the images and volumes in it), then the images on the machine's engine (and
// that engine, if the run started it).
import { outcome, phase } from '../test-compose/commands.mjs';
import { removeMachineImages } from './images.mjs';
import { removeNodes } from './nodes.mjs';
import { report } from './report.mjs';
import { saveServiceLogs } from './swarm.mjs';

/** What runs until the teardown: the shoppers, the front balancer. */
const started = [];
/** Registers `thing` (with its `stop()`) to be stopped first at the teardown; returns it. */
export function under(thing) {
  started.push(thing);
  return thing;
}

let tornDown;
export const teardown = () => (tornDown ??= removeAll());

async function removeAll() {
  // The figures so far first: a failed run shows how far it got.
  report();
  // A check failed: the services' own account of it, kept with the run's other logs.
  if (outcome.failures > 0) await phase("services' logs saved", saveServiceLogs, { fatal: false });
  await phase(
    'teardown',
    async () => {
      for (const thing of started.reverse()) await thing.stop();
      const nodes = await removeNodes();
      const images = await removeMachineImages();
      return `${nodes}; ${images}`;
    },
    { fatal: false },
  );
}
