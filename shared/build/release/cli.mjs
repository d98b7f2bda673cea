#!/usr/bin/env node
// The release command of a remote, run from its workspace folder (docs/releasing-a-remote.md):
//
//   npm run release -w @storefront/mf-<name> -- publish  [--dist dist] [--promote]
//   npm run release -w @storefront/mf-<name> -- promote <id> [--expect <id>]
//   npm run release -w @storefront/mf-<name> -- rollback [--expect <id>]
//   npm run release -w @storefront/mf-<name> -- list [--json]
//
// Common options: --store <folder|url> (RELEASE_STORE, default releases/), --shell <url|folder>
// (RELEASE_SHELL, default http://localhost:3000), --keep <n> (RELEASES_KEEP, default 5), and
// RELEASE_TOKEN for a store that is a URL. Exit codes: 0 done, 1 failed, 2 conflict, 3 refused by
// the gate.
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  listingLines,
  movedLine,
  openStore,
  promote,
  publish,
  publishedLine,
  rollback,
} from './actions.mjs';
import { ReleaseError, reportFailure } from './errors.mjs';
import { DEFAULT_KEEP } from './folder-store.mjs';

const USAGE = `usage: npm run release -w @storefront/mf-<name> -- <command>
  publish  [--dist dist] [--promote]   publish the build (built first when older than its sources)
  promote <id> [--expect <id>]         make a release live
  rollback [--expect <id>]             make the release live before the live one live again
  list [--json]                        the releases and the pointer's history
options: --store <folder|url> (RELEASE_STORE, default releases/)
         --shell <url|folder> (RELEASE_SHELL, default http://localhost:3000)
         --keep <n> (RELEASES_KEEP, default ${DEFAULT_KEEP}); RELEASE_TOKEN for a store at a URL
exit codes: 0 done, 1 failed, 2 conflict, 3 refused by the gate`;

/** @param {string[]} argv */
function parseCommand(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        dist: { type: 'string', default: 'dist' },
        promote: { type: 'boolean', default: false },
        expect: { type: 'string' },
        store: { type: 'string', default: process.env.RELEASE_STORE || 'releases' },
        shell: { type: 'string', default: process.env.RELEASE_SHELL || 'http://localhost:3000' },
        keep: { type: 'string', default: process.env.RELEASES_KEEP || String(DEFAULT_KEEP) },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new ReleaseError('invalid', `${/** @type {Error} */ (error).message}\n${USAGE}`);
  }
  const [command, id, ...extra] = parsed.positionals;
  const takesId = command === 'promote';
  const known = ['publish', 'promote', 'rollback', 'list'].includes(command ?? '');
  if (parsed.values.help) return { command: 'help', id, options: parsed.values };
  if (!known || (takesId && !id) || (!takesId && id) || extra.length > 0) {
    throw new ReleaseError('invalid', USAGE);
  }
  return { command, id, options: parsed.values };
}

/**
 * The newest modification time of the files under `target` (a file or a folder), or 0.
 * @param {string} target
 */
async function newestChange(target) {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

/**
 * Builds the workspace when its dist folder is missing or older than its sources: what is
 * published is then what the sources say. Another folder (--dist elsewhere) is taken as it is.
 * @param {string} workspace
 * @param {string} distDir
 */
async function buildIfStale(workspace, distDir) {
  const built = await newestChange(distDir);
  if (path.resolve(distDir) !== path.join(workspace, 'dist')) {
    if (built === 0) throw new ReleaseError('invalid', `${distDir} holds no build`);
    return;
  }
  const sources = ['src', 'package.json', 'webpack.config.mjs'].map((file) =>
    newestChange(path.join(workspace, file)),
  );
  const changed = Math.max(...(await Promise.all(sources)));
  if (built > 0 && built >= changed) return;
  console.log(
    `building first: ${built === 0 ? 'there is no dist' : 'dist is older than its sources'}`,
  );
  // The build's own output goes to stderr: stdout says only what happened to the release.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: workspace,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (build.status !== 0) {
    throw new ReleaseError(
      'failed',
      `the build failed (npm run build in ${workspace}); nothing was published`,
    );
  }
}

/** @param {string[]} argv */
async function main(argv) {
  const { command, id, options } = parseCommand(argv);
  if (command === 'help') return void console.log(USAGE);
  const store = openStore(options.store, {
    keep: Number(options.keep),
    token: process.env.RELEASE_TOKEN || undefined,
  });
  const { expect, shell } = options;
  if (command === 'publish') {
    const dist = path.resolve(options.dist);
    await buildIfStale(process.cwd(), dist);
    const published = await publish(store, dist);
    console.log(publishedLine(store, published));
    if (options.promote)
      console.log(movedLine(store, await promote(store, published.id, { shell })));
  } else if (command === 'promote') {
    console.log(
      movedLine(store, await promote(store, /** @type {string} */ (id), { expect, shell })),
    );
  } else if (command === 'rollback') {
    console.log(movedLine(store, await rollback(store, { expect, shell })));
  } else {
    const listing = await store.list();
    console.log(options.json ? JSON.stringify(listing, null, 2) : listingLines(listing).join('\n'));
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  reportFailure(error);
}
