// The chart as `npm test` checks it: `helm lint --strict` and `helm template` for the value sets
// of deploy/helm/values, at the Kubernetes version checked, and every object each renders held
// against that version's schemas (./kube-schema.mjs) and the project's rules (./chart-rules.mjs).
//
//   node deploy/helm/tools/chart.mjs [values.yaml …]   the problems of each value set, exit 1 if any
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { ruleProblems } from './chart-rules.mjs';
import { helm } from './helm.mjs';
import { KUBERNETES_VERSION, schemaProblems } from './kube-schema.mjs';

export const CHART = 'deploy/helm/storefront';
/** The value sets the chart is checked with (none: its defaults). */
export const VALUE_SETS = {
  defaults: null,
  demo: 'deploy/helm/values/demo.yaml',
  production: 'deploy/helm/values/production.yaml',
  'external database': 'deploy/helm/values/external-database.yaml',
};
const COMMON = ['--kube-version', KUBERNETES_VERSION];
const valuesArgs = (values) => (values ? ['--values', values] : []);

/** `helm lint --strict` of the chart with a value set: its exit status and what it said. */
export function lint(values, chart = CHART) {
  const { status, stdout, stderr } = helm([
    'lint',
    '--strict',
    ...COMMON,
    chart,
    ...valuesArgs(values),
  ]);
  return { ok: status === 0, output: `${stdout}${stderr}`.trim() };
}

/** The objects `helm template` renders with a value set (and `args`), or the error it gave. */
export function render(values, args = [], chart = CHART) {
  const { status, stdout, stderr } = helm([
    'template',
    'shop',
    chart,
    '--namespace',
    'shop',
    ...COMMON,
    ...valuesArgs(values),
    ...args,
  ]);
  if (status !== 0) return { objects: [], error: stderr.trim() || `helm exited ${status}` };
  const objects = parseAllDocuments(stdout)
    .map((document) => document.toJS())
    .filter((object) => object && typeof object === 'object');
  return { objects, error: null };
}

/** What Kubernetes and the project's rules say of `objects`: `{ object, message }` each. */
export async function problemsOf(objects) {
  return [...(await schemaProblems(objects)), ...ruleProblems(objects, KUBERNETES_VERSION)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sets = process.argv.length > 2 ? process.argv.slice(2) : Object.values(VALUE_SETS);
  let failed = 0;
  for (const values of sets) {
    const name = values ? path.basename(values) : 'defaults';
    const linted = lint(values);
    const { objects, error } = render(values);
    const problems = error
      ? [{ object: 'helm template', message: error }]
      : await problemsOf(objects);
    if (!linted.ok) problems.unshift({ object: 'helm lint', message: linted.output });
    failed += problems.length;
    console.log(
      `${problems.length === 0 ? '✔' : '✘'} ${name}: ${objects.length} objects, Kubernetes ${KUBERNETES_VERSION}`,
    );
    for (const { object, message } of problems) console.log(`  ${object}: ${message}`);
  }
  process.exit(failed === 0 ? 0 : 1);
}
