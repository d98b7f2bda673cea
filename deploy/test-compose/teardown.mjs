// Removing what the run made — containers, network, volume, the images compose built (and the
// untagged stages of their builds), the builder and the base images this run built (not those it
// found) — once, whether the run ends, fails or is interrupted.
import { spawnSync } from 'node:child_process';
import { check, MINUTE, output, phase, PROJECT, seconds } from './commands.mjs';
import { BASE_IMAGES, compose, COMPOSE_ENV } from './engine.mjs';

/**
 * The base images and the untagged images there before the run, and whether it started building
 * anything.
 */
const found = { images: new Set(), untagged: new Set(), building: false };

/** The images with no tag: what the classic builder leaves of a multi-stage build's stages. */
const untaggedImages = () =>
  output('docker', ['images', '-q', '--no-trunc', '--filter', 'dangling=true'])
    .split('\n')
    .filter(Boolean);

/** Called before the run builds anything: notes the base images already there. */
export function noteImages() {
  for (const image of BASE_IMAGES)
    if (spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0)
      found.images.add(image);
  for (const image of untaggedImages()) found.untagged.add(image);
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
      // The stages the build went through (each remote's publish stage, for one), untagged once
      // their final images are gone: about 1.5 GB a run, on a machine that runs this again and again.
      const stages = untaggedImages().filter((image) => !found.untagged.has(image));
      if (stages.length > 0)
        spawnSync('docker', ['rmi', ...stages], { stdio: 'ignore', timeout: 2 * MINUTE });
      const stagesLeft = untaggedImages().filter((image) => !found.untagged.has(image));
      check(stagesLeft.length === 0, `untagged images of this run left: ${stagesLeft.join(', ')}`);
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
        `(${mine.length} base images and ${stages.length} untagged stages among them, ` +
        `${seconds(Date.now() - t0)} in all)`
      );
    },
    { fatal: false },
  );
}
