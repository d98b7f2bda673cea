// Where a Node CPU profile (`node --cpu-prof`) spent its time: self time by function and by where
// the code comes from (a package, a folder of the repository, Node itself), positions mapped
// through the bundles' source maps (a file's `.map` beside it; a remote's code, loaded over HTTP,
// by asking its server for the map while it runs).
// Usage: node e2e/bench/cpu-profile.mjs <file.cpuprofile> [rows shown, 25] [from ms, 0]
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** The nodes V8 adds that are no code: idle time is left out of the total. */
const IDLE = '(idle)';

/** The source map of a script, or null. */
async function mapOf(url) {
  try {
    if (/^https?:/.test(url)) {
      const response = await fetch(`${url}.map`, { signal: AbortSignal.timeout(2000) });
      return response.ok ? new TraceMap(await response.text()) : null;
    }
    const file = url.startsWith('file:') ? fileURLToPath(url) : url;
    if (!file.startsWith('/') || !existsSync(`${file}.map`)) return null;
    return new TraceMap(await readFile(`${file}.map`, 'utf8'));
  } catch {
    return null;
  }
}

/** A source path without webpack's prefix and relative steps: `shell-server/src/ssr/x.tsx`. */
const tidy = (source) =>
  source
    .replace(/^webpack:\/\//, '')
    .split('/')
    .filter((part) => part !== '.' && part !== '..' && part !== '')
    .join('/');

/** Where code comes from: its package, else its folder; Node's own code by its module. */
function originOf(source) {
  if (source.startsWith('node:')) return source.replace(/^node:(internal\/)?([^/]+).*$/, 'node:$2');
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  return source.includes('/') ? source.slice(0, source.lastIndexOf('/')) : source || '(native)';
}

/**
 * Self time by function and by origin, of the samples from `fromMs` after the profile's start on
 * (a server's start and warm-up left out).
 * @param {string} file a .cpuprofile
 * @param {{ fromMs?: number }} [options]
 */
export async function summarizeProfile(file, { fromMs = 0 } = {}) {
  const profile = JSON.parse(await readFile(file, 'utf8'));
  const selfUs = new Map();
  let at = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    at += us;
    if (at >= fromMs * 1000) selfUs.set(id, (selfUs.get(id) ?? 0) + us);
  });
  const maps = new Map();
  const byFunction = new Map();
  const byOrigin = new Map();
  let busyUs = 0;
  let idleUs = 0;
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === IDLE) {
      idleUs += us;
      continue;
    }
    busyUs += us;
    let source = url;
    let line = lineNumber + 1;
    if (url && !url.startsWith('node:')) {
      if (!maps.has(url)) maps.set(url, await mapOf(url));
      const map = maps.get(url);
      const original =
        map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (original?.source) {
        source = tidy(original.source);
        line = original.line;
      }
    }
    const name = `${functionName || '(anonymous)'}${source ? ` ${source}:${line}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const origin = source ? originOf(source) : functionName;
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + us);
  }
  const ranked = (entries) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({
        name,
        ms: Math.round(us / 1000),
        percent: Number(((100 * us) / busyUs).toFixed(1)),
      }));
  return {
    busyMs: Math.round(busyUs / 1000),
    idleMs: Math.round(idleUs / 1000),
    byOrigin: ranked(byOrigin),
    byFunction: ranked(byFunction),
  };
}

/** The summary as two Markdown tables: the origins and the top functions by self time. */
export function formatProfileSummary(summary, top = 25) {
  const rows = (items) => items.map(({ name, ms, percent }) => `| ${name} | ${ms} | ${percent} |`);
  return [
    `${summary.busyMs} ms busy, ${summary.idleMs} ms idle`,
    '',
    '| origin | self ms | % |',
    '|---|--:|--:|',
    ...rows(summary.byOrigin.slice(0, top)),
    '',
    '| function | self ms | % |',
    '|---|--:|--:|',
    ...rows(summary.byFunction.slice(0, top)),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, top, fromMs] = process.argv.slice(2);
  if (!file)
    throw new Error('Usage: node e2e/bench/cpu-profile.mjs <file.cpuprofile> [top] [from ms]');
  const summary = await summarizeProfile(file, { fromMs: Number(fromMs ?? 0) });
  console.log(formatProfileSummary(summary, Number(top ?? 25)));
}
