// docker-stack.yml is docker-compose.yml with only the swarm's own settings added (placement,
// replicas, updates, DNS round robin, ports on the node), and is current.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { merge, ROOT, STACK_FILE, stackFileText, stackOf } from './stack-file.mjs';

const read = (file) => parse(readFileSync(path.join(ROOT, file), 'utf8'), { version: '1.1' });
const compose = read('docker-compose.yml').services;
const swarm = read('docker-compose.swarm.yml').services;
const stack = stackOf();
/** The services compose starts: not the builder (`scale: 0`) nor the tools of a profile. */
const started = Object.keys(compose).filter(
  (name) => !compose[name].profiles && compose[name].scale !== 0,
);

describe('docker-stack.yml', () => {
  it('is what `npm run stack-file` makes of docker-compose.yml and docker-compose.swarm.yml', () => {
    assert.equal(
      readFileSync(path.join(ROOT, STACK_FILE), 'utf8'),
      stackFileText(stack),
      'docker-stack.yml is out of date: run `npm run stack-file`',
    );
  });

  it('runs every service compose starts, and no other', () => {
    assert.deepEqual(Object.keys(stack.services).sort(), started.sort());
  });

  it('keeps each service as docker-compose.yml describes it: image, settings, checks, data', () => {
    for (const name of started)
      for (const key of ['image', 'environment', 'command', 'healthcheck'])
        assert.deepEqual(stack.services[name][key], compose[name][key], `${name}: ${key}`);
    const named = (volumes = []) => volumes.filter((volume) => !/^[./]/.test(volume));
    for (const name of started)
      assert.deepEqual(named(stack.services[name].volumes), named(compose[name].volumes), name);
  });

  it('names the image of every service (Swarm runs images: compose builds them under that name)', () => {
    for (const name of started) assert.match(stack.services[name].image ?? '', /\S+:\S+/, name);
    for (const [name, service] of Object.entries(compose).filter(([, s]) => s.build))
      assert.match(
        service.image ?? '',
        /\$\{IMAGE_TAG:-|\$\{BUILDER_IMAGE:-/,
        `${name} builds an image it does not name`,
      );
  });

  it('builds every image from the builder compose builds (one BUILDER_IMAGE default)', () => {
    const builder = compose.builder.image;
    for (const [name, service] of Object.entries(compose).filter(([, s]) => s.build?.args))
      if ('BUILDER_IMAGE' in service.build.args)
        assert.equal(service.build.args.BUILDER_IMAGE, builder, name);
  });

  it('drops what Swarm does not take: builds, start order, fixed addresses', () => {
    for (const [name, service] of Object.entries(stack.services)) {
      for (const key of ['build', 'depends_on', 'scale', 'profiles'])
        assert.equal(service[key], undefined, `${name}: ${key}`);
      assert.doesNotMatch(JSON.stringify(service), /ipv4_address/, name);
    }
    assert.doesNotMatch(JSON.stringify(stack.networks), /ip_range/);
  });

  it('hands a file mounted from the repository to the nodes as a config named by its content', () => {
    const { configs } = stack.services['api-balancer'];
    assert.deepEqual(configs, [
      {
        source: Object.keys(stack.configs)[0],
        target: '/etc/nginx/conf.d/default.conf',
      },
    ]);
    assert.match(configs[0].source, /^api-balancer-api-conf-[0-9a-f]{8}$/);
    assert.deepEqual(Object.values(stack.configs), [{ file: './deploy/api-balancer/api.conf' }]);
    assert.equal(stack.services['api-balancer'].volumes, undefined);
  });
});

describe('docker-compose.swarm.yml', () => {
  const DEPLOY = ['replicas', 'placement', 'update_config', 'rollback_config', 'endpoint_mode'];

  it('names every service the stack runs, and only those', () => {
    assert.deepEqual(Object.keys(swarm).sort(), started.sort());
  });

  it('adds only placement, replicas, the update policy, DNS round robin and host-mode ports', () => {
    for (const [name, service] of Object.entries(swarm)) {
      assert.deepEqual(
        Object.keys(service).filter((key) => !['deploy', 'ports'].includes(key)),
        [],
        name,
      );
      assert.deepEqual(
        Object.keys(service.deploy).filter((key) => !DEPLOY.includes(key)),
        [],
        `${name}: deploy`,
      );
      for (const port of service.ports ?? []) assert.equal(port.mode, 'host', `${name}: port`);
    }
  });

  it('reaches every service by DNS round robin: no virtual IP (IPVS) anywhere', () => {
    for (const name of started) assert.equal(stack.services[name].deploy.endpoint_mode, 'dnsrr');
  });

  it('publishes on the nodes what compose publishes on 127.0.0.1, on the same ports', () => {
    // Compose's short form, host address first ('127.0.0.1:${SHELL_PORT:-3000}:3000'), or Swarm's.
    const published = (ports = []) =>
      ports.map((port) =>
        typeof port === 'string'
          ? /^(?:[\d.]+:)?(.+):(\d+)$/.exec(port).slice(1).join(':')
          : `${port.published}:${port.target}`,
      );
    for (const name of started)
      assert.deepEqual(published(stack.services[name].ports), published(compose[name].ports), name);
  });

  it('starts a new task before it stops the old one when updating the API and the shell', () => {
    for (const name of ['api', 'shell'])
      assert.equal(stack.services[name].deploy.update_config.order, 'start-first', name);
  });

  it('keeps PostgreSQL and the release stores on the labelled nodes', () => {
    const constraints = (name) => stack.services[name].deploy.placement?.constraints ?? [];
    assert.deepEqual(constraints('postgres'), ['node.labels.storefront.database == true']);
    for (const name of ['catalog', 'checkout', 'profile', 'content'])
      assert.deepEqual(constraints(name), ['node.labels.storefront.releases == true'], name);
  });

  it("spreads the API's and its balancer's replicas over different nodes", () => {
    for (const name of ['api', 'api-balancer'])
      assert.deepEqual(stack.services[name].deploy.placement, { max_replicas_per_node: 1 }, name);
  });
});

describe('merge', () => {
  it('merges maps key by key, and replaces lists and values', () => {
    assert.deepEqual(merge({ a: { b: 1, c: [1, 2] }, d: 'x' }, { a: { c: [3], e: 2 }, d: 'y' }), {
      a: { b: 1, c: [3], e: 2 },
      d: 'y',
    });
  });
});
