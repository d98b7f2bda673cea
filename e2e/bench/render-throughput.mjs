// How many product pages a second the shell's server renders (the catalog remote's page from its
// server build, with the page's data from the API), beside the same server sending the page
// without rendering it (the template with its head, for the browser to render): autocannon,
// 10 connections, one after the other on the same machine.
import autocannon from 'autocannon';
import { startBenchShell } from './bench-shell.mjs';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url) {
  // A warm-up, so both servers have their modules, remotes and caches ready.
  await autocannon({ url, connections: 2, amount: 50 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Measures `pagePath` on the topology's shell, and on a second shell server at `plainPort` that
 * sends pages without rendering them (no server build: `SSR_BUNDLE` empty).
 * @param {Parameters<typeof topology>[0]} ports the running topology
 * @param {number} plainPort
 * @param {string} pagePath
 */
export async function measureRenderThroughput(ports, plainPort, pagePath) {
  const plain = await startBenchShell(ports, { port: plainPort, env: { SSR_BUNDLE: '' } });
  try {
    return {
      path: pagePath,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rendered: await load(`http://127.0.0.1:${ports.shell}${pagePath}`),
      plain: await load(`${plain.origin}${pagePath}`),
    };
  } finally {
    await plain.stop();
  }
}

/** The two measures as a Markdown table. */
export function formatThroughput({ rendered, plain }) {
  const row = (name, { rps, p50Ms, p99Ms, errors }) =>
    `| ${name} | ${rps} | ${p50Ms} | ${p99Ms} | ${errors} |`;
  return [
    '| product page | requests/s | p50 ms | p99 ms | errors |',
    '|---|--:|--:|--:|--:|',
    row('rendered on the server', rendered),
    row('plain HTML (browser renders)', plain),
  ].join('\n');
}
