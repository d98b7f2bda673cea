// The chart's checks refuse what they must: a fixture chart (fixtures/broken-chart) renders one
// Deployment per case, each broken one way, through the same `helm template`, schemas and rules
// as the real chart; the good cases pass, so a check that refused everything would fail here too.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { lint, problemsOf, render } from './tools/chart.mjs';

const FIXTURE = 'deploy/helm/fixtures/broken-chart';

/** Each case, and a part of the problem it must be refused with. */
const REFUSED = {
  'unknown-field': "'\"livenessprobe\"' does not exist in type 'Container'",
  'wrong-type': '/spec/replicas must be integer',
  'no-container-name': 'must have required property name',
  'bad-enum':
    'imagePullPolicy must be equal to one of the allowed values: Always, IfNotPresent, Never',
  'no-probes': 'container web: no livenessProbe',
  'no-resources':
    'container web: no resources.requests.cpu, resources.requests.memory, resources.limits.memory',
  'latest-tag': 'image example/web:latest has no pinned tag',
  'no-tag': 'image example/web has no pinned tag',
  'no-budget': 'runs 3 pods and no PodDisruptionBudget selects them',
  'autoscaled-no-budget': 'runs 2 pods and no PodDisruptionBudget selects them',
  'removed-api': 'policy/v1beta1 PodDisruptionBudget was removed in Kubernetes 1.25',
};

describe("the chart's checks, on a broken chart", () => {
  let problems;
  before(async () => {
    const { objects, error } = render(null, [], FIXTURE);
    assert.equal(error, null);
    problems = await problemsOf(objects);
  });
  const of = (name) =>
    problems.filter(({ object }) => object.split('/')[1] === name).map(({ message }) => message);

  for (const name of ['good', 'good-replicated'])
    it(`pass ${name}`, () => assert.deepEqual(of(name), []));

  for (const [name, refusal] of Object.entries(REFUSED))
    it(`refuse ${name}`, () =>
      assert.ok(
        of(name).some((message) => message.includes(refusal)),
        `${name}: ${JSON.stringify(of(name))}`,
      ));

  it('refuse an API Kubernetes 1.30 does not serve, by its schema too', () =>
    assert.ok(
      of('removed-api').some((message) => message.includes('is not served by Kubernetes')),
    ));

  it('fail `helm lint --strict` on a removed API', () => {
    const { ok, output } = lint(null, FIXTURE);
    assert.equal(ok, false);
    assert.match(
      output,
      /policy\/v1beta1 PodDisruptionBudget is deprecated .* unavailable in v1\.25\+/,
    );
  });
});
