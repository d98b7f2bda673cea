import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES, ROOT } from '../fixtures/topology.mjs';

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

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
  // CI installs docker-compose (Debian's v1), which validates a file offline; no engine is needed.
  test.skip(!hasCompose, 'docker-compose is not installed here');

  test('is a valid compose file', () => {
    const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  test('wires postgres, redis, the API behind its balancer, the shell, the remotes and a mail catcher', () => {
    const services = execFileSync(
      'docker-compose',
      ['-f', 'docker-compose.yml', 'config', '--services'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    )
      .trim()
      .split('\n')
      .sort();
    expect(services).toEqual(
      ['api', 'api-balancer', 'mail', 'postgres', 'redis', 'shell', ...REMOTES].sort(),
    );
  });

  test('runs two API replicas behind the balancer, sharing Redis, and the shell goes through it', () => {
    const config = execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const api = serviceIn(config, 'api');
    expect(api).toMatch(/\n {4}deploy:\n {6}replicas: 2\n/);
    expect(api).not.toMatch(/container_name|\n {4}ports:/);
    expect(api).toContain('REDIS_URL: redis://redis:6379');
    expect(api).toMatch(/\n {6}redis:\n {8}condition: service_healthy/);
    // The shell's fixed address and the balancer's: X-Forwarded-For is believed from both hops.
    expect(api).toContain('TRUST_PROXY: 172.28.0.10,172.28.0.11');

    const balancer = serviceIn(config, 'api-balancer');
    expect(balancer).toMatch(/image: nginx:/);
    expect(balancer).toContain('ipv4_address: 172.28.0.11');
    expect(balancer).toContain(
      `${path.join(ROOT, 'deploy/api-balancer/api.conf')}:/etc/nginx/conf.d/default.conf:ro`,
    );
    // Docker's DNS asked at request time (a variable in proxy_pass): nginx 1.22 and later.
    const balancing = readFileSync(path.join(ROOT, 'deploy/api-balancer/api.conf'), 'utf8');
    expect(balancing).toMatch(/^resolver 127\.0\.0\.11 valid=5s/m);
    expect(balancing).toMatch(/set \$api http:\/\/api:4000;\s+proxy_pass \$api;/);

    expect(serviceIn(config, 'redis')).toMatch(/image: (redis|valkey)/);
    const shell = serviceIn(config, 'shell');
    expect(shell).toContain('API_URL: http://api-balancer:4000');
    expect(shell).toContain('ipv4_address: 172.28.0.10');
  });

  test('builds the API and the shell from their Dockerfiles, each remote from the one remote Dockerfile', () => {
    const config = execFileSync(
      'docker-compose',
      ['-f', path.join(ROOT, 'docker-compose.yml'), 'config'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    for (const app of ['api', 'shell']) {
      expect(serviceIn(config, app)).toContain(`dockerfile: ${app}/Dockerfile`);
    }
    for (const service of REMOTES) {
      const folder = `mf-${service}`;
      const remote = serviceIn(config, service);
      expect(remote).toContain('dockerfile: deploy/remote/Dockerfile');
      expect(remote).toMatch(new RegExp(`\\n {8}REMOTE: ${folder}\\n`));
      expect(existsSync(path.join(ROOT, folder, 'package.json'))).toBe(true);
    }
  });
});
