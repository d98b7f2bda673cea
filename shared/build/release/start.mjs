#!/usr/bin/env node
// A remote's `npm start`: publishes its build into a release store, promotes it when it is not
// live (after the gate, against the shell's build), and serves the store.
//
//   node shared/build/release/start.mjs [--dist <folder>] [--store <folder>] [--port <n>]
//     [--shell <url|folder>] [--keep <n>]
//
//   --dist   the build to publish; default dist (of the folder it runs in)
//   --store  the store folder; default RELEASE_STORE, else releases/ beside the dist folder
//   --port   the port; PORT wins over it (as for serve-remote.mjs); default 3001
//   --shell  the shell whose builds/latest.json the gate reads, a URL or a build folder; default
//            RELEASE_SHELL, else this repository's shell/dist
//   --keep   how many releases pruning keeps; default RELEASES_KEEP, else 5
//
// The server takes HOST, ALLOWED_ORIGINS, LOG_LEVEL, SOURCE_MAPS_PUBLIC and RELEASE_TOKEN as
// serve-remote.mjs does. Exits 1 when publishing fails, 3 when the gate refuses the build (the
// store is not served then: the shell cannot run what it would serve).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveRemote } from '../serve-remote.mjs';
import { movedLine, promote, publish, publishedLine } from './actions.mjs';
import { ReleaseError, reportFailure } from './errors.mjs';
import { DEFAULT_KEEP, FolderStore } from './folder-store.mjs';

const REPOSITORY_SHELL_BUILD = path.resolve(import.meta.dirname, '../../../shell/dist');

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    store: { type: 'string' },
    port: { type: 'string', default: '3001' },
    shell: { type: 'string', default: process.env.RELEASE_SHELL || REPOSITORY_SHELL_BUILD },
    keep: { type: 'string', default: process.env.RELEASES_KEEP || String(DEFAULT_KEEP) },
  },
});
const dist = path.resolve(values.dist);
const root =
  values.store ?? (process.env.RELEASE_STORE || path.join(path.dirname(dist), 'releases'));
const keep = Number(values.keep);

try {
  if (/^https?:\/\//.test(root)) {
    throw new ReleaseError('invalid', `the store to serve must be a folder, not ${root}`);
  }
  const store = new FolderStore(root, { keep });
  const published = await publish(store, dist);
  console.log(publishedLine(store, published));
  console.log(movedLine(store, await promote(store, published.id, { shell: values.shell })));
  await serveRemote({
    root,
    port: Number(process.env.PORT || values.port),
    store: true,
    keep,
  });
} catch (error) {
  reportFailure(error);
}
