// Removing what the run made — containers, network, volume, the images compose built, the
// builder and the base images this run built (not those it found) — once, whether the run ends,
// fails or is interrupted.
import { spawnSync } from 'node:child_process';
import { check, MINUTE, output, phase, PROJECT, seconds } from './commands.mjs';
import { BASE_IMAGES, compose, COMPOSE_ENV } from './engine.mjs';

/** The base images there before the run, and whether it started building anything. */
const found = { images: new Set(), building: false };

/** Called before the run builds anything: notes the base images already there. */
export function noteImages() {
  for (const image of BASE_IMAGES)
    if (spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0)
      found.images.add(image);
  found.building = true;
}

let tornDown;
/** Once, whether the run ends, fails or is interrupted. */
export const teardown = () => (tornDown ??= removeAll());

async function removeAll() {
  if (!found.building) return;
  await phase(
    'teardown',
    async () => {
      const t0 = Date.now();
      await compose(['down', '--volumes', '--remove-orphans'], { timeout: 5 * MINUTE }).catch(
        () => {},
      );
      const down = seconds(Date.now() - t0);
      // The images compose built, the builder and the base images this run made (not older ones).
      await compose(['down', '--rmi', 'local'], { timeout: 5 * MINUTE }).catch(() => {});
      const mine = BASE_IMAGES.filter((image) => !found.images.has(image));
      for (const image of [COMPOSE_ENV.BUILDER_IMAGE, ...mine])
        spawnSync('docker', ['rmi', '-f', image], { stdio: 'ignore', timeout: MINUTE });
      const left = output('docker', [
        'ps',
        '-a',
        '-q',
        '--filter',
        `label=com.docker.compose.project=${PROJECT}`,
      ]);
      check(left === '', `containers left: ${left}`);
      return (
        `containers, network and volume removed (${down}), then the images ` +
        `(${mine.length} base images among them, ${seconds(Date.now() - t0)} in all)`
      );
    },
    { fatal: false },
  );
}
