// The storefront chart (deploy/helm/storefront), offline, as `npm test` runs it: `helm lint
// --strict` and `helm template` with each value set of deploy/helm/values, every object rendered
// checked against the schemas of the Kubernetes version stated (kubernetes-types' own, 1.30) and
// the project's rules; then what each value set must render, as an operator reads it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { lint, problemsOf, render, VALUE_SETS } from './tools/chart.mjs';
import { KUBERNETES_VERSION } from './tools/kube-schema.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
const rendered = Object.fromEntries(
  Object.entries(VALUE_SETS).map(([name, values]) => [name, render(values)]),
);
const objects = (set, kind) =>
  rendered[set].objects.filter((object) => kind === undefined || object.kind === kind);
const named = (set, kind, suffix) =>
  objects(set, kind).find((o) => o.metadata.name === `shop-storefront-${suffix}`);
/** The object with its name (and the names it refers to) marked as `set`'s. */
function renamed(object, set) {
  const copy = structuredClone(object);
  copy.metadata.name = `${set}:${copy.metadata.name}`;
  if (copy.spec?.scaleTargetRef)
    copy.spec.scaleTargetRef.name = `${set}:${copy.spec.scaleTargetRef.name}`;
  return copy;
}
const containersOf = (object) => [
  ...(object.spec.template.spec.initContainers ?? []),
  ...object.spec.template.spec.containers,
];
const imagesOf = (set) =>
  new Set(
    objects(set)
      .filter((o) => o.spec?.template)
      .flatMap((o) => containersOf(o).map((c) => c.image)),
  );

describe(`the chart, checked against Kubernetes ${KUBERNETES_VERSION}`, () => {
  /** Every value set's problems, its objects checked with the others' (one compilation). */
  const problems = {};
  before(async () => {
    // Each object's name carries its value set's: `production:shop-storefront-api`.
    const all = Object.entries(rendered).flatMap(([set, { objects: list }]) =>
      list.map((object) => renamed(object, set)),
    );
    for (const set of Object.keys(VALUE_SETS)) problems[set] = [];
    for (const problem of await problemsOf(all)) {
      const [kind, name] = problem.object.split('/');
      const [set, ...rest] = name.split(':');
      problems[set].push(`${kind}/${rest.join(':')}: ${problem.message}`);
    }
  });

  for (const [set, values] of Object.entries(VALUE_SETS)) {
    it(`${set}: helm lint --strict passes`, () => {
      const { ok, output } = lint(values);
      assert.ok(ok, output);
    });
    it(`${set}: renders objects that Kubernetes takes, within the project's rules`, () => {
      assert.equal(rendered[set].error, null);
      assert.ok(rendered[set].objects.length > 10, `${rendered[set].objects.length} objects`);
      assert.deepEqual(problems[set], []);
    });
  }
});

/** Every image docker-compose.yml builds or runs, with its defaults, and the offline base images. */
function composeImages() {
  const resolve = (image) => image.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
  const images = new Set();
  for (const file of ['docker-compose.yml', 'docker-compose.offline.yml'])
    for (const service of Object.values(parse(read(file)).services))
      if (service.image) images.add(resolve(service.image));
  return images;
}

describe('what each value set renders', () => {
  it("demo: the chart's own PostgreSQL, Redis and mail catcher, on the images docker-compose builds", () => {
    for (const component of ['postgres', 'redis'])
      assert.ok(named('demo', 'StatefulSet', component), component);
    assert.ok(named('demo', 'Deployment', 'mail'));
    const built = composeImages();
    const foreign = [...imagesOf('demo')].filter((image) => !built.has(image));
    assert.deepEqual(foreign, [], `images compose does not build: ${foreign.join(', ')}`);
  });

  it('production: the shell and the API autoscaled, each with a disruption budget, and no database of its own', () => {
    const scalers = objects('production', 'HorizontalPodAutoscaler').map(
      (o) => o.spec.scaleTargetRef.name,
    );
    assert.deepEqual(scalers.sort(), ['shop-storefront-api', 'shop-storefront-shell']);
    for (const component of ['api', 'shell']) {
      assert.equal(
        named('production', 'Deployment', component).spec.replicas,
        undefined,
        component,
      );
      assert.ok(named('production', 'PodDisruptionBudget', component), component);
    }
    assert.deepEqual(objects('production', 'StatefulSet'), []);
    const ingress = objects('production', 'Ingress')[0];
    assert.deepEqual(
      ingress.spec.rules.map((rule) => rule.host),
      [
        'shop.example.com',
        'admin.shop.example.com',
        'catalog.shop.example.com',
        'checkout.shop.example.com',
        'content.shop.example.com',
        'profile.shop.example.com',
      ],
    );
    const [database] = named('production', 'Deployment', 'api').spec.template.spec.containers[0]
      .env;
    assert.deepEqual(database.valueFrom.secretKeyRef, {
      name: 'storefront-database',
      key: 'DATABASE_URL',
    });
  });

  it("external database: its URL in the chart's Secret, a budget for every Deployment with replicas", () => {
    assert.equal(named('external database', 'StatefulSet', 'postgres'), undefined);
    const secret = objects('external database', 'Secret')[0];
    assert.match(secret.stringData.DATABASE_URL, /@db\.storefront\.internal:5432\//);
    assert.equal(named('external database', 'Deployment', 'api').spec.replicas, 3);
    for (const component of ['api', 'shell'])
      assert.ok(named('external database', 'PodDisruptionBudget', component), component);
  });
});

describe('the chart', () => {
  it('migrates in a Helm hook Job (which waits for the database), and no API replica migrates', () => {
    for (const [set, hook] of [
      ['demo', 'post-install,pre-upgrade'],
      ['external database', 'post-install,pre-upgrade'],
      // The database and its Secret are there before the install: the Job runs before anything.
      ['production', 'pre-install,pre-upgrade'],
    ]) {
      const job = named(set, 'Job', 'migrate');
      assert.equal(job.metadata.annotations['helm.sh/hook'], hook, set);
      const [container] = job.spec.template.spec.containers;
      assert.deepEqual(container.command, ['node', 'api/dist/migrate.js']);
      assert.ok(
        container.env.some((e) => e.name === 'MIGRATION_WAIT_SECONDS'),
        set,
      );
      assert.equal(named(set, 'ConfigMap', 'api').data.MIGRATE_ON_START, 'false', set);
    }
  });

  it('probes the shell and the API at /livez and /readyz', () => {
    for (const component of ['shell', 'api']) {
      const [container] = named('defaults', 'Deployment', component).spec.template.spec.containers;
      assert.equal(container.livenessProbe.httpGet.path, '/livez', component);
      assert.equal(container.readinessProbe.httpGet.path, '/readyz', component);
    }
  });

  it("serves the shell's and the API's metrics on a port of their own, which no Service carries", () => {
    for (const [component, port] of [
      ['shell', 9464],
      ['api', 9465],
    ]) {
      const [container] = named('defaults', 'Deployment', component).spec.template.spec.containers;
      const metrics = container.ports.find((entry) => entry.name === 'metrics');
      assert.equal(metrics?.containerPort, port, component);
      // On the pod's address, for a scraper: the servers' own default is 127.0.0.1.
      assert.equal(named('defaults', 'ConfigMap', component).data.METRICS_HOST, '0.0.0.0');
      const service = named('defaults', 'Service', component);
      assert.deepEqual(
        service.spec.ports.map((entry) => entry.targetPort),
        ['http'],
        component,
      );
    }
  });

  it('keeps the runtime addresses in ConfigMaps and the passwords and tokens in the Secret', () => {
    const shell = named('defaults', 'ConfigMap', 'shell').data;
    assert.equal(shell.API_URL, 'http://shop-storefront-api:4000');
    for (const remote of ['catalog', 'checkout', 'profile', 'content', 'admin']) {
      assert.equal(
        shell[`${remote.toUpperCase()}_REMOTE_INTERNAL_URL`],
        `http://shop-storefront-${remote}/`,
      );
      assert.ok(shell[`${remote.toUpperCase()}_REMOTE_URL`], remote);
    }
    const secret = Object.keys(objects('defaults', 'Secret')[0].stringData).sort();
    assert.deepEqual(secret, [
      'DATABASE_URL',
      'OWNER_PASSWORD',
      'POSTGRES_PASSWORD',
      'RELEASE_TOKEN',
      'SECRETS_KEY',
    ]);
    for (const map of objects('defaults', 'ConfigMap'))
      assert.doesNotMatch(
        JSON.stringify(map.data),
        /PASSWORD|TOKEN|SECRETS_KEY|postgres:\/\//,
        map.metadata.name,
      );
  });

  it('adds a remote with one entry of values: its store, its Service and its addresses', () => {
    const entry = 'remotes.reviews.enabled=true,remotes.reviews.port=3006';
    const { objects: list, error } = render(null, ['--set', entry]);
    assert.equal(error, null);
    const reviews = list.filter((o) => o.metadata.name.startsWith('shop-storefront-reviews'));
    assert.deepEqual(reviews.map((o) => o.kind).sort(), [
      'Deployment',
      'PersistentVolumeClaim',
      'Service',
    ]);
    const shell = list.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === 'shop-storefront-shell',
    );
    assert.equal(shell.data.REVIEWS_REMOTE_URL, 'http://localhost:3006/');
    assert.equal(shell.data.REVIEWS_REMOTE_INTERNAL_URL, 'http://shop-storefront-reviews/');
    const image = reviews.find((o) => o.kind === 'Deployment').spec.template.spec.containers[0]
      .image;
    assert.equal(image, 'storefront/reviews:0.1.0');
  });

  it('runs every remote compose runs, the back office (admin) among them', () => {
    const remotes = Object.entries(parse(read('docker-compose.yml')).services)
      .filter(([, service]) => service.build?.dockerfile === 'deploy/remote/Dockerfile')
      .map(([name]) => name)
      .sort();
    const deployed = objects('defaults', 'Deployment')
      .map((o) => o.metadata.name.replace('shop-storefront-', ''))
      .filter((name) => remotes.includes(name))
      .sort();
    assert.deepEqual(deployed, remotes);
  });

  it('refuses values its schema does not take: a misspelt key, a wrong type, :latest, no database', () => {
    for (const [args, refusal] of [
      [['--set', 'api.replika=2'], "additional properties 'replika' not allowed"],
      [['--set-string', 'shell.replicas=two'], "at '/shell/replicas'"],
      [['--set', 'image.tag=latest'], "at '/image/tag'"],
      [['--set', 'postgres.enabled=false'], "at '/externalDatabase'"],
    ]) {
      const { error } = render(null, args);
      assert.ok(error?.includes(refusal), `${args.join(' ')}: ${error}`);
    }
  });
});
