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

/** The images with no tag. */
const untaggedImages = () =>
  output('docker', ['images', '-q', '--no-trunc', '--filter', 'dangling=true'])
    .split('\n')
    .filter(Boolean);

/** What `format` says of an image, or null when there is no such image. */
function inspect(image, format) {
  const result = spawnSync('docker', ['image', 'inspect', '--format', format, image], {
    encoding: 'utf8',
    timeout: MINUTE,
  });
  return result.status === 0 ? result.stdout.trim() : null;
}

const imageId = (image) => inspect(image, '{{.Id}}');

/** Whether `base` is among the parents of `image` (the classic builder keeps the chain). */
function builtOn(image, base) {
  for (let at = image, steps = 0; at && steps < 500; steps += 1) {
    if (at === base) return true;
    at = inspect(at, '{{.Parent}}');
  }
  return false;
}

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
      const builder = imageId(COMPOSE_ENV.BUILDER_IMAGE);
      await compose(['down', '--rmi', 'local'], { timeout: 5 * MINUTE }).catch(() => {});
      // The side stages built on this run's builder (each remote's release stage): never tagged,
      // so neither compose nor removing the builder takes them away, and they are about 1.5 GB a
      // run on a machine that runs this again and again.
      // Only those: another project's untagged images, or any there before the run, are left.
      const stages = builder
        ? untaggedImages().filter((image) => !found.untagged.has(image) && builtOn(image, builder))
        : [];
      if (stages.length > 0)
        spawnSync('docker', ['rmi', ...stages], { stdio: 'ignore', timeout: 2 * MINUTE });
      const mine = BASE_IMAGES.filter((image) => !found.images.has(image));
      for (const image of [COMPOSE_ENV.BUILDER_IMAGE, ...mine])
        spawnSync('docker', ['rmi', '-f', image], { stdio: 'ignore', timeout: MINUTE });
      const stagesLeft = stages.filter((image) => imageId(image) !== null);
      check(stagesLeft.length === 0, `build stages of this run left: ${stagesLeft.join(', ')}`);
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
