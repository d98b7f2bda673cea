#!/usr/bin/env node
// docker-stack.yml, the stack `docker stack deploy` runs: docker-compose.yml (the one description
// of the services: images, settings, health checks, volumes) with docker-compose.swarm.yml over
// it (placement, replicas, updates, DNS round robin, ports on the node), less what Swarm does
// not take:
//
//   - `build`, `depends_on` (Swarm starts every service at once; each one waits or restarts until
//     what it needs answers), `scale: 0` services (the builder: an image, not a service) and those
//     of a profile (the release tool: run by hand);
//   - fixed addresses (`ipv4_address`, the network's `ip_range`): tasks come and go, and reach
//     each other by service name;
//   - a file mounted from the repository becomes a Swarm config (named by its content's hash, as
//     a config cannot change), which the manager hands to whichever node runs the task.
//
// Variables (`${SHELL_PORT:-3000}`) are kept for `docker stack deploy` to fill in.
//
//   node deploy/swarm/stack-file.mjs                write docker-stack.yml (npm run stack-file)
//   node deploy/swarm/stack-file.mjs --offline --out <file>
//        with docker-compose.offline.yml too (the base images built here), paths made absolute
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const COMPOSE_FILES = ['docker-compose.yml', 'docker-compose.swarm.yml'];
export const OFFLINE_FILES = [
  'docker-compose.yml',
  'docker-compose.offline.yml',
  'docker-compose.swarm.yml',
];
export const STACK_FILE = 'docker-stack.yml';

const HEADER = `# Made by \`npm run stack-file\` (deploy/swarm/stack-file.mjs) from docker-compose.yml and
# docker-compose.swarm.yml: change those, not this file (a test checks that it is current).
# docker stack deploy -c docker-stack.yml storefront   (docs/swarm.md)
`;

/** Compose's keys Swarm does not take (see above). */
const COMPOSE_ONLY = ['build', 'depends_on', 'scale', 'profiles', 'container_name'];

const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `over` on `base`: maps merged key by key; anything else `over` names replaces `base`'s. */
export function merge(base, over) {
  if (!isMap(base) || !isMap(over)) return over === undefined ? base : over;
  const merged = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = merge(base[key], value);
  return merged;
}

const without = (object, keys) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** A service's networks without fixed addresses; none left to say when only `default` remains. */
function networksOf(networks) {
  if (!isMap(networks)) return networks;
  const kept = Object.fromEntries(
    Object.entries(networks).map(([name, options]) => [
      name,
      isMap(options) ? without(options, ['ipv4_address', 'ipv6_address']) : options,
    ]),
  );
  const onlyDefault = Object.entries(kept).every(
    ([name, options]) =>
      name === 'default' && (!isMap(options) || Object.keys(options).length === 0),
  );
  return onlyDefault ? undefined : kept;
}

/**
 * A service's volumes, with each file mounted from the repository turned into a config: the
 * volume entries left, and the configs it takes (`source` named by the file's hash).
 */
function volumesOf(name, volumes = [], { root, absolute }) {
  const kept = [];
  const configs = [];
  for (const volume of volumes) {
    const [source, target] = typeof volume === 'string' ? volume.split(':') : [];
    const file = source && /^[./]/.test(source) ? path.resolve(root, source) : null;
    if (file && existsSync(file) && statSync(file).isFile()) {
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
      const configName = `${name}-${path.basename(file).replace(/[^A-Za-z0-9]+/g, '-')}-${hash}`;
      configs.push({ name: configName, file: absolute ? file : source, target });
    } else {
      kept.push(file && absolute ? volume.replace(source, file) : volume);
    }
  }
  return { volumes: kept, configs };
}

/**
 * The stack of `files` (compose files, each over the ones before it). `absolute`: paths of the
 * repository's files made absolute (a stack file written elsewhere).
 */
export function stackOf(files = COMPOSE_FILES, { root = ROOT, absolute = false } = {}) {
  const [first, ...rest] = files.map((file) =>
    parse(readFileSync(path.resolve(root, file), 'utf8'), { version: '1.1' }),
  );
  const compose = rest.reduce(merge, first);
  const services = {};
  const configs = {};
  for (const [name, service] of Object.entries(compose.services)) {
    if (service.profiles || service.scale === 0) continue;
    const mounted = volumesOf(name, service.volumes, { root, absolute });
    for (const { name: configName, file } of mounted.configs) configs[configName] = { file };
    const stackService = {
      ...without(service, [...COMPOSE_ONLY, 'networks', 'volumes']),
      networks: networksOf(service.networks),
      volumes: mounted.volumes.length > 0 ? mounted.volumes : undefined,
      configs:
        mounted.configs.length > 0
          ? mounted.configs.map(({ name: source, target }) => ({ source, target }))
          : undefined,
    };
    services[name] = JSON.parse(JSON.stringify(stackService));
  }
  const networks = Object.fromEntries(
    Object.entries(compose.networks ?? {}).map(([name, network]) => {
      const ipam = network?.ipam && {
        ...network.ipam,
        config: network.ipam.config?.map((range) => without(range, ['ip_range', 'aux_addresses'])),
      };
      return [name, JSON.parse(JSON.stringify({ ...network, ipam }))];
    }),
  );
  return {
    services,
    networks,
    volumes: compose.volumes,
    ...(Object.keys(configs).length > 0 ? { configs } : {}),
  };
}

/** The stack file's text. */
export const stackFileText = (stack) => HEADER + stringify(stack, { lineWidth: 0, version: '1.1' });

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { offline: { type: 'boolean', default: false }, out: { type: 'string' } },
  });
  const out = path.resolve(values.out ?? path.join(ROOT, STACK_FILE));
  const stack = stackOf(values.offline ? OFFLINE_FILES : COMPOSE_FILES, {
    absolute: out !== path.join(ROOT, STACK_FILE),
  });
  writeFileSync(out, stackFileText(stack));
  console.log(`${path.relative(process.cwd(), out)}: ${Object.keys(stack.services).join(', ')}`);
}
