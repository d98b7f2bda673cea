// The Markdown tables of `npm run bench:ssr`, from its report (e2e/bench/results/ssr.json).

/** What each shell server of the bench is. */
export const SERVER_TITLES = {
  cold: 'rendered, page cache off',
  warm: 'rendered, page cache on',
  plain: 'plain page (not rendered)',
};

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, index) => (index === 0 ? '---' : '--:')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** `{ HIT: 3, MISS: 1 }` as `HIT 3, MISS 1`; a dash for none. */
const counts = (record) =>
  Object.keys(record ?? {}).length
    ? Object.entries(record)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')
    : '–';

const value = (number) => (number === null || number === undefined ? '–' : String(number));

/**
 * The statuses that are not 2xx, and connection errors and timeouts (autocannon counts a request
 * that timed out under the status `undefined` too: it is among the timeouts).
 */
function failures(run) {
  const bad = Object.entries(run.statuses).filter(
    ([status]) => /^\d+$/.test(status) && !status.startsWith('2'),
  );
  const parts = bad.map(([status, count]) => `${count}× ${status}`);
  if (run.errors) parts.push(`${run.errors} errors (${run.timeouts} timeouts)`);
  return parts.length ? parts.join(', ') : '0';
}

function cpuTable(report) {
  const servers = Object.keys(report.servers).filter((name) => report.servers[name].cpu);
  return table(
    ['page', ...servers.map((name) => `${SERVER_TITLES[name]}: CPU ms / answer`)],
    report.pages.map((page) => [
      `${page.name} \`${page.path}\``,
      ...servers.map((name) => value(report.servers[name].cpu[page.name]?.cpuMs)),
    ]),
  );
}

function loadTable(report) {
  const plainOf = (page, connections) =>
    report.servers.plain?.loads?.find(
      (run) => run.page === page && run.connections === connections,
    );
  const rows = [];
  for (const [name, server] of Object.entries(report.servers)) {
    for (const run of server.loads ?? []) {
      const plain = name === 'plain' ? null : plainOf(run.page, run.connections);
      rows.push([
        run.page,
        String(run.connections),
        SERVER_TITLES[name],
        String(run.rps),
        String(run.p50Ms),
        String(run.p99Ms),
        plain?.rps ? `${((100 * run.rps) / plain.rps).toFixed(1)} %` : '–',
        value(run.cpuMsPerRequest),
        failures(run),
        counts(run.xCache),
        counts(run.renders),
      ]);
    }
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]) || Number(a[1]) - Number(b[1]));
  return table(
    [
      'page',
      'connections',
      'server',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'requests/s vs plain',
      'CPU ms / answer',
      'failed',
      'x-cache',
      'renders',
    ],
    rows,
  );
}

function probeTable(report) {
  const rows = Object.entries(report.servers)
    .filter(([, server]) => server.probe)
    .map(([name, { probe }]) => [
      SERVER_TITLES[name],
      String(probe.load.rps),
      String(probe.load.p50Ms),
      failures(probe.load),
      value(probe.probe.p50Ms),
      value(probe.probe.maxMs),
      `${probe.probe.errors} of ${probe.probe.requests}`,
    ]);
  return table(
    [
      'server',
      'load requests/s',
      'load p50 ms',
      'load failed',
      'second client p50 ms',
      'second client max ms',
      'second client failed',
    ],
    rows,
  );
}

function memoryTable(report) {
  return table(
    ['server', 'peak RSS MiB'],
    Object.entries(report.servers).map(([name, server]) => [
      SERVER_TITLES[name],
      String(server.peakRssMiB),
    ]),
  );
}

/** The report's tables: CPU per answer, load, a second client under load, peak memory. */
export function formatSsrReport(report) {
  const { settings } = report;
  const sections = [];
  if (Object.values(report.servers).some((server) => server.cpu))
    sections.push(
      `CPU time of the shell's server per answer (${settings.renders} requests one after the other, after ${settings.warmUp ?? 50} of each page):\n\n${cpuTable(report)}`,
    );
  if (Object.values(report.servers).some((server) => server.loads?.length))
    sections.push(`Load (autocannon, ${settings.loadSeconds} s a run):\n\n${loadTable(report)}`);
  if (Object.values(report.servers).some((server) => server.probe))
    sections.push(
      `A second client asking for the product page every ${settings.probeIntervalMs} ms while ${settings.probeConnections} connections load it for ${settings.probeSeconds} s:\n\n${probeTable(report)}`,
    );
  sections.push(`Peak memory of each shell server (VmHWM):\n\n${memoryTable(report)}`);
  return sections.join('\n\n');
}
