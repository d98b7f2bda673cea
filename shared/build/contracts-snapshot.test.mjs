// The cross-team contracts change only with their version. The test compares TypeScript's
// declarations of shared/src/contracts with the committed snapshot and fails:
// - when the declarations differ while CONTRACT_VERSION is the snapshot's: the developer decides
//   the bump (the major when a remote built against the old contracts can break), then refreshes;
// - when CONTRACT_VERSION is not the version the snapshot was taken at: a bump alone (a change
//   of behaviour the types do not show) is allowed, but the snapshot is refreshed with it, so the
//   file always says which version its declarations belong to.
// The refresh (`npm run contracts:snapshot -w @storefront/shared`) refuses to write declarations
// that changed without a higher version, or a lower version (see refreshAction).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractVersion } from './contract-version.mjs';
import {
  BUMP_ADVICE,
  REFRESH_COMMAND,
  changedLines,
  declareContracts,
  readSnapshot,
  refreshAction,
} from './contracts-snapshot.mjs';

describe('the contracts snapshot', () => {
  const version = contractVersion();
  const { declarations, versionDeclaration } = declareContracts();

  it('holds the declarations of the contracts at the current CONTRACT_VERSION', () => {
    const snapshot = readSnapshot();
    if (declarations !== snapshot.declarations && version === snapshot.version)
      assert.fail(
        `The declarations of shared/src/contracts differ from the snapshot taken at contract ` +
          `${version}. ${BUMP_ADVICE}\n\n${changedLines(snapshot.declarations, declarations)}`,
      );
    assert.equal(
      snapshot.version,
      version,
      `CONTRACT_VERSION is ${version}, the snapshot was taken at ${snapshot.version}: run ${REFRESH_COMMAND}.`,
    );
  });

  it('reads the version the builds record from the constant the apps import', () => {
    assert.equal(versionDeclaration, `export declare const CONTRACT_VERSION = "${version}";`);
  });
});

describe('a refresh of the snapshot', () => {
  const old = { version: '1.2.0', declarations: 'export type A = string;\n' };
  const added = 'export type A = string;\nexport type B = number;\n';

  it('writes changed declarations at a higher version', () => {
    assert.equal(refreshAction(old, '1.3.0', added), 'write');
    assert.equal(refreshAction(old, '2.0.0', added), 'write');
    // Compared as numbers, not as text.
    assert.equal(refreshAction(old, '1.10.0', added), 'write');
    assert.equal(refreshAction(null, '1.0.0', added), 'write');
  });

  it('writes a bump alone, and leaves a current snapshot as it is', () => {
    assert.equal(refreshAction(old, '1.2.1', old.declarations), 'write');
    assert.equal(refreshAction(old, '1.2.0', old.declarations), 'current');
  });

  it('refuses changed declarations at the same version, showing the change', () => {
    assert.throws(() => refreshAction(old, '1.2.0', added), /still 1\.2\.0[^]*\+ export type B/);
  });

  it('refuses a lower version', () => {
    assert.throws(() => refreshAction(old, '1.1.9', old.declarations), /lower/);
    assert.throws(() => refreshAction(old, '0.9.0', added), /lower/);
  });
});
