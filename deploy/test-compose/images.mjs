// The images of a run: the base images built with no registry (deploy/offline/build-base-images.sh)
// and the project's, which compose builds under the run's own tag (IMAGE_TAG, BUILDER_IMAGE). A
// run removes the images it made (not those it found), the untagged stages of their builds
// included; or it hands the ones the stack runs over to another suite (`npm run test:compose`
// to `npm run test:swarm`, through a file: TEST_IMAGES_HANDOVER), which removes them after it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { check, MINUTE, output, phase, run } from './commands.mjs';
import { compose, COMPOSE_ENV } from './engine.mjs';

export const BASE_IMAGES = [
  'local/debian:bookworm',
  'local/node:22',
  'local/postgres:15',
  'local/redis:7',
  'local/nginx:1.22',
];
/** The base images the stack runs as they are (the others are only built on). */
const RUN_AS_THEY_ARE = ['local/postgres:15', 'local/redis:7', 'local/nginx:1.22'];
const { IMAGE_TAG, BUILDER_IMAGE } = COMPOSE_ENV;

/** The base images and the untagged images there before the run, and whether it built any. */
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

/** The images compose built under this run's tag, the builder among them. */
const taggedImages = () =>
  output('docker', [
    'images',
    '--format',
    '{{.Repository}}:{{.Tag}}',
    '--filter',
    `reference=*/*:${IMAGE_TAG}`,
  ])
    .split('\n')
    .filter(Boolean);

/** The images a stack of this run runs: every one it built but the builder, and its base images. */
export const stackImages = () => [
  ...taggedImages().filter((image) => image !== BUILDER_IMAGE),
  ...RUN_AS_THEY_ARE,
];

/** Called before the run builds anything: notes the images already there. */
export function noteImages() {
  for (const image of BASE_IMAGES) if (imageId(image) !== null) found.images.add(image);
  for (const image of untaggedImages()) found.untagged.add(image);
  found.building = true;
}

/** Whether the run got as far as noting the images (so it may have built some). */
export const mayHaveBuilt = () => found.building;

/** The phases that build every image: the base images, the builder, then the others. */
export async function buildImages() {
  await phase('base images (deploy/offline/build-base-images.sh)', async () => {
    await run('bash', ['deploy/offline/build-base-images.sh'], {
      timeout: 10 * MINUTE,
      log: 'base-images',
    });
    return BASE_IMAGES.join(', ');
  });
  await phase('build: builder (npm ci, the builds)', () =>
    compose(['build', 'builder'], { timeout: 20 * MINUTE, log: 'build' }).then(() => ''),
  );
  await phase('build: the images', async () => {
    // Seven images from the builder's files: over ten minutes on a machine busy with other builds.
    await compose(['build'], { timeout: 20 * MINUTE, log: 'build' });
    const sizes = output('docker', [
      'images',
      '--format',
      '{{.Repository}} {{.Size}}',
      '--filter',
      `reference=*/*:${IMAGE_TAG}`,
    ]);
    return sizes.split('\n').join(', ');
  });
}

/**
 * Removes the images this run built but those in `keep`: the tagged ones, the untagged stages
 * built on its builder (each remote's release stage: never tagged, so neither compose nor
 * removing the builder takes them away, and about 1.5 GB a run), and the base images it made.
 * Images there before the run, another project's untagged ones among them, are left.
 */
export function removeImages({ keep = [] } = {}) {
  const builder = imageId(BUILDER_IMAGE);
  const tagged = taggedImages().filter((image) => image !== BUILDER_IMAGE && !keep.includes(image));
  if (tagged.length > 0)
    spawnSync('docker', ['rmi', ...tagged], { stdio: 'ignore', timeout: 5 * MINUTE });
  const stages = builder
    ? untaggedImages().filter((image) => !found.untagged.has(image) && builtOn(image, builder))
    : [];
  if (stages.length > 0)
    spawnSync('docker', ['rmi', ...stages], { stdio: 'ignore', timeout: 2 * MINUTE });
  const base = BASE_IMAGES.filter((image) => !found.images.has(image) && !keep.includes(image));
  for (const image of [BUILDER_IMAGE, ...base])
    spawnSync('docker', ['rmi', '-f', image], { stdio: 'ignore', timeout: MINUTE });
  const left = [...tagged, ...stages].filter((image) => imageId(image) !== null);
  check(left.length === 0, `images of this run left: ${left.join(', ')}`);
  return `${tagged.length + 1} built, ${base.length} base images, ${stages.length} untagged stages`;
}

/** Leaves the stack's images to the suite that reads `file`, which removes what it names. */
export function handOver(file) {
  const images = stackImages();
  const remove = images.filter((image) => !found.images.has(image));
  writeFileSync(file, JSON.stringify({ tag: IMAGE_TAG, images, remove }, null, 2));
  return images;
}

/** The images another run handed over: their tag, all of them, and those to remove after. */
export function handedOver(file) {
  const { tag, images, remove } = JSON.parse(readFileSync(file, 'utf8'));
  const missing = images.filter((image) => imageId(image) === null);
  check(missing.length === 0, `${file} names images that are not here: ${missing.join(', ')}`);
  return { tag, images, remove };
}
