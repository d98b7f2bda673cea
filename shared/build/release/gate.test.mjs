// The gate lets a release go live only where the shell provides every singleton it needs, in a
// version it accepts, and shares its contract's major version.
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { ReleaseError } from './errors.mjs';
import { fakeShell, temporaryDir } from './fixtures.mjs';
import { checkGate, fitProblems, readShellBuild } from './gate.mjs';

/** @param {{ react?: string, contract?: string | null }} [options] */
const release = ({ react = '^19.3.1', contract = '1.0.0' } = {}) => ({
  id: '3f9c0a1b2c4d',
  remote: 'content',
  publishedAt: '2026-11-26T17:00:00.000Z',
  commit: null,
  contract,
  shared: { react: { version: react.slice(1), requiredVersion: react } },
});
const shell = { id: 'shell-1', contract: '1.4.0', shared: { react: '19.3.1' } };

describe('the gate', () => {
  it('accepts a release the shell can run: a satisfied range, the same contract major', () => {
    assert.deepEqual(fitProblems(release({ react: '^19.0.0', contract: '1.9.0' }), shell), []);
  });

  it('refuses a release that needs a React major the shell does not have', () => {
    assert.deepEqual(fitProblems(release({ react: '^20.0.0' }), shell), [
      'react: release 3f9c0a1b2c4d needs ^20.0.0, the live shell provides 19.3.1',
    ]);
  });

  it('refuses a release built against a contract major ahead of the shell', () => {
    assert.deepEqual(fitProblems(release({ contract: '2.0.0' }), shell), [
      'contract: release 3f9c0a1b2c4d is built against 2.0.0, the live shell against 1.4.0 (another major version)',
    ]);
  });

  it('refuses what it cannot check: no contract on either side, a singleton the shell lacks', () => {
    const problems = fitProblems(release({ contract: null }), { id: 'old-shell' });
    assert.equal(problems.length, 3);
    assert.match(problems[0], /^react: release 3f9c0a1b2c4d needs it, the live shell does not/);
    assert.match(problems[1], /release 3f9c0a1b2c4d names no contract version/);
    assert.match(problems[2], /the live shell names no contract version/);
  });

  describe('reading the shell', () => {
    let root;
    before(async () => {
      root = await temporaryDir();
    });
    after(() => rm(root, { recursive: true, force: true }));

    it('reads a shell build folder and refuses with exit code 3 and every problem', async () => {
      const folder = await fakeShell(root, { react: '19.3.1', contract: '1.0.0' });
      assert.equal((await readShellBuild(folder)).contract, '1.0.0');
      await checkGate(release(), folder);
      await assert.rejects(checkGate(release({ react: '^20.0.0' }), folder), (error) => {
        assert.ok(error instanceof ReleaseError);
        assert.equal(error.exitCode, 3);
        assert.deepEqual(error.details, [
          'react: release 3f9c0a1b2c4d needs ^20.0.0, the live shell provides 19.3.1',
        ]);
        return true;
      });
    });

    it('fails (exit 1), saying the gate could not be checked, when the shell cannot be read', async () => {
      for (const source of [`${root}/missing`, 'http://127.0.0.1:1']) {
        await assert.rejects(checkGate(release(), source), (error) => {
          assert.ok(error instanceof ReleaseError);
          assert.equal(error.exitCode, 1);
          assert.match(error.message, /^the gate could not be checked/);
          return true;
        });
      }
    });
  });
});
