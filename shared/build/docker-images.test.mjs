// Images that build anywhere: every Dockerfile takes its base images as build arguments with
// today's public images as defaults (a mirror or an offline build swaps them), and
// docker-compose.offline.yml swaps every base image of the stack for one built on the machine.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const DOCKERFILES = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /(^|\/)Dockerfile$|\.Dockerfile$/.test(file));
/** The image the stack builds itself and the others copy from: not a base image to swap. */
const BUILT_HERE = 'BUILDER_IMAGE';

/**
 * A Dockerfile's base images: the build arguments its FROM lines name, with their defaults, and
 * the FROM lines that name anything else (a bare image) than such an argument or an earlier stage.
 */
export function baseImagesOf(text) {
  const args = new Map();
  const stages = new Set();
  const bare = [];
  let seenFrom = false;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const arg = /^ARG\s+([A-Za-z_][A-Za-z0-9_]*)(?:=(\S*))?/i.exec(line);
    if (arg && !seenFrom) args.set(arg[1], arg[2] ?? '');
    const from = /^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from) return;
    seenFrom = true;
    const [, image, stage] = from;
    const variable = /^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$/.exec(image)?.[1];
    if (!stages.has(image) && !(variable && args.get(variable)))
      bare.push(`line ${index + 1}: FROM ${image}`);
    if (stage) stages.add(stage);
  });
  const used = [...text.matchAll(/^\s*FROM\s+(?:--platform=\S+\s+)?\$\{?(\w+)\}?/gim)].map(
    (match) => match[1],
  );
  return { args: Object.fromEntries([...args].filter(([name]) => used.includes(name))), bare };
}

describe('Dockerfiles', () => {
  it('are found', () => {
    assert.ok(DOCKERFILES.length >= 5, `only ${DOCKERFILES.join(', ')}`);
  });

  for (const file of DOCKERFILES) {
    it(`${file} takes its base images as build arguments with defaults, before FROM`, () => {
      const { args, bare } = baseImagesOf(read(file));
      assert.deepEqual(bare, [], `${file}: a base image that is not an ARG with a default`);
      assert.ok(Object.keys(args).length > 0, `${file}: no base image argument`);
    });
  }

  it('are read the way this test means', () => {
    const text = 'ARG NODE_IMAGE=node:22\nFROM ${NODE_IMAGE} AS build\nFROM nginx:1\nFROM build\n';
    assert.deepEqual(baseImagesOf(text), {
      args: { NODE_IMAGE: 'node:22' },
      bare: ['line 3: FROM nginx:1'],
    });
    assert.deepEqual(baseImagesOf('FROM ${NODE_IMAGE}\nARG NODE_IMAGE=node:22\n').bare, [
      'line 1: FROM ${NODE_IMAGE}',
    ]);
  });
});

describe('docker-compose.offline.yml', () => {
  const stack = parse(read('docker-compose.yml')).services;
  const offline = parse(read('docker-compose.offline.yml')).services;

  it('swaps the image of every service that runs one', () => {
    const missing = Object.entries(stack)
      // The release tool runs the builder's image, which the stack builds itself.
      .filter(([, service]) => service.image && !service.build)
      .filter(([, service]) => !service.image.includes(`\${${BUILT_HERE}`))
      .filter(([name]) => !offline[name]?.image?.startsWith('local/'))
      .map(([name, service]) => `${name} (${service.image})`);
    assert.deepEqual(missing, []);
  });

  it('swaps every base image of every service it builds', () => {
    const missing = [];
    for (const [name, service] of Object.entries(stack).filter(([, s]) => s.build)) {
      const dockerfile = path.join(
        service.build.context ?? '.',
        service.build.dockerfile ?? 'Dockerfile',
      );
      const { args } = baseImagesOf(read(dockerfile));
      for (const arg of Object.keys(args).filter((arg) => arg !== BUILT_HERE))
        if (!offline[name]?.build?.args?.[arg]?.startsWith('local/'))
          missing.push(`${name}: ${arg} (${dockerfile})`);
    }
    assert.deepEqual(missing, []);
  });

  it('names only services of docker-compose.yml', () => {
    assert.deepEqual(
      Object.keys(offline).filter((name) => !(name in stack)),
      [],
    );
  });
});
