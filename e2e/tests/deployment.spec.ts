import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES, ROOT } from '../fixtures/topology.mjs';

const STACK = ['-f', 'docker-compose.yml'];
const OFFLINE = [...STACK, '-f', 'docker-compose.offline.yml'];

/** `docker-compose … config` of the stack alone or with the offline override. */
function config(files: string[], ...args: string[]): string {
  return execFileSync('docker-compose', [...files, 'config', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

/** One service's part of `docker-compose config` (two-space indented, up to the next service). */
function serviceIn(config: string, name: string): string {
  const services = config.slice(config.indexOf('\nservices:\n'));
  const start = services.indexOf(`\n  ${name}:\n`);
  expect(start, `service ${name}`).toBeGreaterThan(-1);
  const rest = services.slice(start + name.length + 5);
  const end = rest.search(/\n {2}\S|\n\S/);
  return end === -1 ? rest : rest.slice(0, end);
}

test.describe('docker-compose.yml', () => {
  // docker-compose (Debian's v1, which `npm test` installs or names) validates a file offline; no
  // engine is needed. Without it these fail: a skipped check has not passed.
  test.beforeAll(() => {
    expect(spawnSync('docker-compose', ['version']).status, 'docker-compose is installed').toBe(0);
  });

  for (const [name, files] of [
    ['alone', STACK],
    ['with the offline override', OFFLINE],
  ] as const) {
    test(`is a valid compose file ${name}`, () => {
      const result = spawnSync('docker-compose', [...files, 'config', '-q'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });
  }

  test('wires postgres, redis, the API behind its balancer, the shell, the remotes, a mail catcher and the release tool', () => {
    const services = config(STACK, '--services').trim().split('\n').sort();
    expect(services).toEqual(
      [
        'builder',
        'api',
        'api-balancer',
        'mail',
        'postgres',
        'redis',
        'shell',
        'release',
        ...REMOTES,
      ].sort(),
    );
    expect(config(OFFLINE, '--services').trim().split('\n').sort()).toEqual(services);
  });

  test("serves each remote's release store from its volume, which the release tool changes and the shell reads", () => {
    const stack = config(STACK);
    const release = serviceIn(stack, 'release');
    const shell = serviceIn(stack, 'shell');
    for (const name of REMOTES) {
      expect(serviceIn(stack, name)).toContain(`- ${name}-releases:/usr/share/nginx/html:rw`);
      expect(release).toContain(`- ${name}-releases:/releases/${name}:rw`);
      // The shell reads the store's live.json, not a fixed manifest.
      expect(shell).toContain(`${name.toUpperCase()}_REMOTE_INTERNAL_URL: http://${name}/\n`);
    }
    // The tool is run by hand (a profile), gated by the running shell.
    expect(release).toContain('RELEASE_SHELL: http://shell:3000');
    expect(release).toMatch(/profiles:\n\s+- tools/);
  });

  test('runs two API replicas behind the balancer, sharing Redis with the shell, which goes through it', () => {
    const stack = config(STACK);
    const api = serviceIn(stack, 'api');
    expect(api).toMatch(/\n {4}deploy:\n {6}replicas: 2\n/);
    expect(api).not.toMatch(/container_name|\n {4}ports:/);
    expect(api).toContain('REDIS_URL: redis://redis:6379');
    expect(api).toMatch(/\n {6}redis:\n {8}condition: service_healthy/);
    // The shell's fixed address and the balancer's: X-Forwarded-For is believed from both hops.
    expect(api).toContain('TRUST_PROXY: 172.28.0.10,172.28.0.11');

    const balancer = serviceIn(stack, 'api-balancer');
    expect(balancer).toMatch(/image: nginx:/);
    expect(serviceIn(config(OFFLINE), 'api-balancer')).toMatch(/image: local\/nginx:/);
    expect(balancer).toContain('ipv4_address: 172.28.0.11');
    expect(balancer).toContain(
      `${path.join(ROOT, 'deploy/api-balancer/api.conf')}:/etc/nginx/conf.d/default.conf:ro`,
    );
    // Docker's DNS asked at request time (a variable in proxy_pass): nginx 1.22 and later.
    const balancing = readFileSync(path.join(ROOT, 'deploy/api-balancer/api.conf'), 'utf8');
    expect(balancing).toMatch(/^resolver 127\.0\.0\.11 valid=5s/m);
    expect(balancing).toMatch(/set \$api http:\/\/api:4000;\s+proxy_pass \$api;/);

    expect(serviceIn(stack, 'redis')).toMatch(/image: (redis|valkey)/);
    const shell = serviceIn(stack, 'shell');
    expect(shell).toContain('API_URL: http://api-balancer:4000');
    expect(shell).toContain('ipv4_address: 172.28.0.10');
    // The shell shares its kept pages and hears the staff's changes through the same Redis.
    expect(shell).toContain('REDIS_URL: redis://redis:6379');
  });

  test('builds the shop once, in the builder, and the API, the shell and each remote from it', () => {
    const stack = config(STACK);
    const builder = serviceIn(stack, 'builder');
    expect(builder).toContain('dockerfile: deploy/builder/Dockerfile');
    // Built, never run; the images that copy from it depend on it, so it is built before them.
    expect(builder).toMatch(/\n {4}scale: 0/);
    const builderImage = /\n {4}image: (\S+)/.exec(builder)![1];
    const fromBuilder = (service: string) => {
      expect(service).toContain(`BUILDER_IMAGE: ${builderImage}`);
      expect(service).toMatch(/\n {6}builder:\n {8}condition: service_started\n/);
    };
    for (const app of ['api', 'shell']) {
      const service = serviceIn(stack, app);
      expect(service).toContain(`dockerfile: ${app}/Dockerfile`);
      fromBuilder(service);
    }
    for (const service of REMOTES) {
      const folder = `mf-${service}`;
      const remote = serviceIn(stack, service);
      expect(remote).toContain('dockerfile: deploy/remote/Dockerfile');
      expect(remote).toMatch(new RegExp(`\\n {8}REMOTE: ${folder}\\n`));
      fromBuilder(remote);
      expect(existsSync(path.join(ROOT, folder, 'package.json'))).toBe(true);
    }
  });

  test('builds on local base images with the offline override, and publishes on 127.0.0.1', () => {
    const offline = config(OFFLINE);
    for (const service of ['builder', 'api', 'shell', 'mail'])
      expect(serviceIn(offline, service)).toContain('NODE_IMAGE: local/node:22');
    for (const service of REMOTES)
      expect(serviceIn(offline, service)).toContain('NGINX_IMAGE: local/nginx:1.22');
    expect(serviceIn(offline, 'postgres')).toContain('image: local/postgres:15');
    expect(serviceIn(offline, 'redis')).toContain('image: local/redis:7');
    for (const service of ['shell', 'mail', ...REMOTES])
      expect(serviceIn(offline, service)).toMatch(/\n {4}- 127\.0\.0\.1:\d+:\d+\/tcp(\n|$)/);
  });
});
