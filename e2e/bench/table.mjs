// Medians and the Markdown table of `npm run bench:web`.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const kib = (bytes) => (bytes / 1024).toFixed(1);

const COLUMNS = [
  ['page', (row) => row.page],
  ['lang', (row) => row.lang],
  ['score', (row) => String(row.score)],
  ['FCP s', (row) => seconds(row.fcpMs)],
  ['LCP s', (row) => seconds(row.lcpMs)],
  ['TBT ms', (row) => String(row.tbtMs)],
  ['CLS', (row) => row.cls.toFixed(3)],
  ['JS transferred KiB', (row) => kib(row.jsTransferredBytes)],
  ['JS before render KiB gzip', (row) => kib(row.firstRenderJsGzipBytes)],
  ['waves', (row) => String(row.firstRenderWaves)],
  // Older results have no hydration columns.
  [
    'JS before interactive KiB gzip',
    (row) => (row.interactiveJsGzipBytes === undefined ? '–' : kib(row.interactiveJsGzipBytes)),
  ],
  ['waves to interactive', (row) => String(row.interactiveWaves ?? '–')],
];

/** The rows as a Markdown table, ready for docs/performance.md. */
export function formatTable(rows) {
  const lines = [
    `| ${COLUMNS.map(([title]) => title).join(' | ')} |`,
    `|${COLUMNS.map(([,], index) => (index < 2 ? '---' : '--:')).join('|')}|`,
    ...rows.map((row) => `| ${COLUMNS.map(([, cell]) => cell(row)).join(' | ')} |`),
  ];
  return lines.join('\n');
}
