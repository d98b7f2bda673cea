import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../fixtures/topology.mjs';

const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

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

  test('wires postgres, the API, the shell, the four remotes and a mail catcher', () => {
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
    expect(services).toEqual([
      'api',
      'catalog',
      'checkout',
      'content',
      'mail',
      'postgres',
      'profile',
      'shell',
    ]);
  });

  test('builds every app from its own Dockerfile', () => {
    const config = execFileSync(
      'docker-compose',
      ['-f', path.join(ROOT, 'docker-compose.yml'), 'config'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    for (const app of ['api', 'shell', 'mf-catalog', 'mf-checkout', 'mf-profile', 'mf-content']) {
      expect(config).toContain(`dockerfile: ${app}/Dockerfile`);
    }
  });
});
