import { watch, type FSWatcher } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A kept file is looked at again after this long even when no watch has said it changed. */
const RECHECK_MS = 1000;

/**
 * Files of the build the server reads for every page (the template, the build's id, its
 * first-load list), kept in memory and read again when a new build replaces them. A watch on the
 * file's folder says so at once; a page no longer stats the file on every request (each stat is a
 * trip through libuv's thread pool, about 0.5 ms of CPU per page for three files). As a watch can
 * miss changes on some mounts, a kept file is also looked at (by its mtime) once a second.
 */
export function createBuildFiles() {
  const watchers: FSWatcher[] = [];

  return {
    /** The file's text: read, kept, and read again when it changes. */
    file(file: string): () => Promise<string> {
      let kept: { text: string; mtimeMs: number; checkedAt: number } | null = null;
      try {
        const watcher = watch(path.dirname(file), { persistent: false }, (_event, name) => {
          if (!name || name === path.basename(file)) kept = null;
        });
        // Errors of a watch (its folder removed) leave the once-a-second look.
        watcher.on('error', () => watcher.close());
        watchers.push(watcher);
      } catch {
        // No folder to watch (yet): the once-a-second look.
      }
      return async () => {
        const now = Date.now();
        if (kept && now - kept.checkedAt < RECHECK_MS) return kept.text;
        const { mtimeMs } = await stat(file);
        if (kept && kept.mtimeMs === mtimeMs) kept.checkedAt = now;
        else kept = { text: await readFile(file, 'utf8'), mtimeMs, checkedAt: now };
        return kept.text;
      };
    },
    /** Stops the watches (the server closes). */
    close(): void {
      for (const watcher of watchers) watcher.close();
    },
  };
}
