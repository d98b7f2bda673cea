// The declared surface of the cross-team contracts (src/contracts) and the snapshot of it the
// repository keeps (src/contracts/contracts.d.ts.snapshot), taken at a CONTRACT_VERSION.
// contracts-snapshot.test.mjs fails when the two differ; run as a script
// (`npm run contracts:snapshot -w @storefront/shared`) this file refreshes the snapshot, and
// refuses to when the declarations changed but CONTRACT_VERSION was not bumped.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { CONTRACT_VERSION_FILE, contractVersion } from './contract-version.mjs';

const SHARED_DIR = path.resolve(import.meta.dirname, '..');
const CONTRACTS_DIR = path.join(SHARED_DIR, 'src/contracts');
export const SNAPSHOT_FILE = path.join(CONTRACTS_DIR, 'contracts.d.ts.snapshot');
export const REFRESH_COMMAND = 'npm run contracts:snapshot -w @storefront/shared';

/**
 * The contracts' source files, sorted: every .ts/.tsx file of the folder but tests and the
 * version itself (the snapshot records the version in its first line; in the declarations it
 * would make every bump a change of the contracts).
 */
export function contractFiles() {
  return readdirSync(CONTRACTS_DIR)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|type-test)\.tsx?$/.test(file))
    .filter((file) => path.join(CONTRACTS_DIR, file) !== CONTRACT_VERSION_FILE)
    .sort();
}

/**
 * TypeScript's declarations of the contract files, one section a file, and of version.ts. The
 * options are the package's own (as `npm run typecheck` compiles it) with declarations emitted in
 * memory. Comments are left out: a reworded doc comment changes nothing a remote compiles against.
 * Types the contracts import from outside the folder (RootState, RouteName) appear by name only.
 */
export function declareContracts() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SHARED_DIR, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const files = contractFiles().map((file) => path.join(CONTRACTS_DIR, file));
  const program = ts.createProgram([...files, CONTRACT_VERSION_FILE], {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: true,
    newLine: ts.NewLineKind.LineFeed,
    // The declarations are caught in memory (below); the folder only names them.
    outDir: path.join(SHARED_DIR, 'contracts-declarations'),
    rootDir: path.join(SHARED_DIR, 'src'),
  });
  const declare = (file) => {
    let text;
    const result = program.emit(
      program.getSourceFile(file),
      (_name, data) => (text = data),
      undefined,
      true,
    );
    if (result.emitSkipped || result.diagnostics.length > 0 || text === undefined)
      throw new Error(
        `TypeScript could not declare ${path.relative(SHARED_DIR, file)}:\n` +
          ts.formatDiagnostics(result.diagnostics, {
            getCanonicalFileName: (name) => name,
            getCurrentDirectory: () => SHARED_DIR,
            getNewLine: () => '\n',
          }),
      );
    return text.trimEnd();
  };
  return {
    declarations: files.map((file) => `// ${path.basename(file)}\n${declare(file)}\n`).join('\n'),
    versionDeclaration: declare(CONTRACT_VERSION_FILE),
  };
}

const HEADER = (version) =>
  `// CONTRACT_VERSION ${version}\n` +
  '// The declarations of shared/src/contracts at that contract version, written by\n' +
  `// \`${REFRESH_COMMAND}\` and compared with the source by\n` +
  '// shared/build/contracts-snapshot.test.mjs. Do not edit it by hand.\n\n';

export const snapshotText = (version, declarations) => HEADER(version) + declarations;

/** The committed snapshot: the version it was taken at and the declarations. */
export function readSnapshot() {
  const text = readFileSync(SNAPSHOT_FILE, 'utf8');
  const version = /^\/\/ CONTRACT_VERSION (\S+)\n/.exec(text)?.[1];
  if (!version || !text.startsWith(HEADER(version)))
    throw new Error(`${SNAPSHOT_FILE} has no snapshot header: run ${REFRESH_COMMAND}`);
  return { version, declarations: text.slice(HEADER(version).length) };
}

/** -1, 0 or 1 as semver `a` is lower than, the same as or higher than `b`. */
export function compareVersions(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}

/**
 * The lines where the declarations differ from the snapshot's (the run between the common start
 * and the common end), each under the file section it is in, at most `limit` of them.
 */
export function changedLines(before, after, limit = 40) {
  const [a, b] = [before.split('\n'), after.split('\n')];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end))
    end += 1;
  const section = a
    .slice(0, start)
    .findLast((line) => /^\/\/ \S+\.tsx?$/.test(line))
    ?.slice(3);
  const lines = [
    ...a.slice(start, a.length - end).map((line) => `- ${line}`),
    ...b.slice(start, b.length - end).map((line) => `+ ${line}`),
  ];
  const shown = lines.slice(0, limit);
  if (lines.length > limit) shown.push(`… ${lines.length - limit} more lines`);
  return `${section ? `in ${section}:\n` : ''}${shown.join('\n')}`;
}

/** What to do when the contracts' declarations differ from the snapshot at the same version. */
export const BUMP_ADVICE =
  'Bump CONTRACT_VERSION in shared/src/contracts/version.ts: the major if a remote built against ' +
  'the old contracts can break (a member removed or renamed, a type changed, a member a remote ' +
  'must now provide), the minor for an addition, the patch for anything else (the same ' +
  'declarations reprinted by a new TypeScript). Then run ' +
  `${REFRESH_COMMAND} and commit the snapshot with the change.`;

/**
 * Whether a refresh writes the snapshot ('write') or finds it current ('current'); it throws
 * when the refresh would break the rule: declarations never change without a higher version (a
 * patch at least: no tool tells an addition from a break, the developer decides the part); the
 * version may go up alone (a change of behaviour the types do not show); it never goes down.
 * @param {{ version: string, declarations: string } | null} old the snapshot (null: none yet)
 */
export function refreshAction(old, version, declarations) {
  if (!old) return 'write';
  if (compareVersions(version, old.version) < 0)
    throw new Error(`CONTRACT_VERSION ${version} is lower than the snapshot's ${old.version}.`);
  if (old.declarations === declarations) return version === old.version ? 'current' : 'write';
  if (version === old.version)
    throw new Error(
      `The contracts' declarations changed since the snapshot taken at ${version}, and ` +
        `CONTRACT_VERSION is still ${version}. ${BUMP_ADVICE}\n\n` +
        changedLines(old.declarations, declarations),
    );
  return 'write';
}

/** Refreshes the snapshot file, as refreshAction decides. @returns {string} what was done */
export function refreshSnapshot() {
  const version = contractVersion();
  const { declarations } = declareContracts();
  let old = null;
  try {
    old = readSnapshot();
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  if (refreshAction(old, version, declarations) === 'current')
    return `The snapshot is up to date (contract ${version}).`;
  writeFileSync(SNAPSHOT_FILE, snapshotText(version, declarations));
  return `Wrote ${path.relative(process.cwd(), SNAPSHOT_FILE)} at contract ${version}.`;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    console.log(refreshSnapshot());
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
