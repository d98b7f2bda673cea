// The second client of `npm run bench:ssr`, in a process of its own: after a delay (the load's
// own connections let in first), asks for a page every interval (whether or not the last answer
// is in) until the end, and sends its parent the answer times (whole bodies read) and the
// statuses.
// Usage: node ssr-probe.mjs <url> <interval ms> <duration ms> <delay ms>
import { BROWSER_HEADERS } from './ssr-load.mjs';
import { median } from './table.mjs';

const [url, intervalMs, durationMs, delayMs] = [
  process.argv[2],
  Number(process.argv[3]),
  Number(process.argv[4]),
  Number(process.argv[5] ?? 0),
];
/** An answer slower than this counts as an error (as autocannon's default timeout). */
const TIMEOUT_MS = 10_000;

const times = [];
const statuses = {};
let errors = 0;

async function ask() {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: BROWSER_HEADERS,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.ok) times.push(performance.now() - started);
    else errors += 1;
  } catch {
    errors += 1;
  }
}

const asked = [];
const end = performance.now() + durationMs;
await new Promise((resolve) => setTimeout(resolve, delayMs));
while (performance.now() < end) {
  asked.push(ask());
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
await Promise.all(asked);
const round = (ms) => Math.round(ms);
process.send?.({
  requests: asked.length,
  p50Ms: times.length ? round(median(times)) : null,
  maxMs: times.length ? round(Math.max(...times)) : null,
  errors,
  statuses,
});
