// The project's own rules for what the chart renders, beyond what Kubernetes takes:
//
//   - every container (init containers and Jobs' included) names a pinned image: a tag other than
//     `latest`, or a digest;
//   - every container has resources: CPU and memory requested, memory limited;
//   - every container of a long-running workload (Deployment, StatefulSet, DaemonSet) has a
//     liveness and a readiness probe (init containers and Jobs' run to completion: no probes);
//   - every Deployment that runs more than one pod (its replicas, or its HorizontalPodAutoscaler's
//     minReplicas) has a PodDisruptionBudget that selects its pods;
//   - no API that Kubernetes has removed by the version checked.
import { nameOf } from './kube-schema.mjs';

const LONG_RUNNING = ['Deployment', 'StatefulSet', 'DaemonSet'];
const WITH_PODS = [...LONG_RUNNING, 'Job', 'ReplicaSet'];

/** APIs Kubernetes removed, with the version that removed them (its deprecation guide). */
export const REMOVED_APIS = [
  ['extensions/v1beta1', '*', '1.22'],
  ['apps/v1beta1', '*', '1.16'],
  ['apps/v1beta2', '*', '1.16'],
  ['networking.k8s.io/v1beta1', '*', '1.22'],
  ['rbac.authorization.k8s.io/v1beta1', '*', '1.22'],
  ['apiextensions.k8s.io/v1beta1', '*', '1.22'],
  ['admissionregistration.k8s.io/v1beta1', '*', '1.22'],
  ['policy/v1beta1', '*', '1.25'],
  ['batch/v1beta1', 'CronJob', '1.25'],
  ['autoscaling/v2beta1', '*', '1.25'],
  ['discovery.k8s.io/v1beta1', '*', '1.25'],
  ['autoscaling/v2beta2', '*', '1.26'],
  ['flowcontrol.apiserver.k8s.io/v1beta1', '*', '1.26'],
  ['storage.k8s.io/v1beta1', 'CSIStorageCapacity', '1.27'],
  ['flowcontrol.apiserver.k8s.io/v1beta2', '*', '1.29'],
];

const minor = (version) => Number(version.split('.')[1]);

/** The pod template's spec of a workload, or null. */
const podSpecOf = (object) =>
  WITH_PODS.includes(object.kind) ? object.spec?.template?.spec : null;

/** Whether an image reference is pinned: a digest, or a tag other than `latest`. */
export function pinned(image = '') {
  if (image.includes('@sha256:')) return true;
  const tag = /:([^:/]+)$/.exec(image)?.[1];
  return Boolean(tag) && tag !== 'latest';
}

const selects = (selector = {}, labels = {}) =>
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** How many pods a Deployment runs at the least: its replicas, or its autoscaler's minimum. */
function leastPods(deployment, objects) {
  const scaler = objects.find(
    (object) =>
      object.kind === 'HorizontalPodAutoscaler' &&
      object.spec?.scaleTargetRef?.kind === 'Deployment' &&
      object.spec.scaleTargetRef.name === deployment.metadata?.name,
  );
  return scaler ? (scaler.spec.minReplicas ?? 1) : (deployment.spec?.replicas ?? 1);
}

/** Every rule `objects` break, as `{ object, message }`, for Kubernetes `version` (1.30.0). */
export function ruleProblems(objects, version) {
  const problems = [];
  const report = (object, message) => problems.push({ object: nameOf(object), message });
  for (const object of objects) {
    for (const [apiVersion, kind, removedIn] of REMOVED_APIS)
      if (object.apiVersion === apiVersion && (kind === '*' || kind === object.kind))
        if (minor(removedIn) <= minor(version))
          report(object, `${apiVersion} ${object.kind} was removed in Kubernetes ${removedIn}`);
    const spec = podSpecOf(object);
    if (!spec) continue;
    const containers = [
      ...(spec.initContainers ?? []).map((container) => ({ container, init: true })),
      ...(spec.containers ?? []).map((container) => ({ container, init: false })),
    ];
    for (const { container, init } of containers) {
      const which = `container ${container.name}`;
      if (!pinned(container.image))
        report(object, `${which}: image ${container.image} has no pinned tag (not :latest)`);
      const { requests = {}, limits = {} } = container.resources ?? {};
      const missing = [
        requests.cpu ? null : 'requests.cpu',
        requests.memory ? null : 'requests.memory',
        limits.memory ? null : 'limits.memory',
      ].filter(Boolean);
      if (missing.length > 0)
        report(object, `${which}: no resources.${missing.join(', resources.')}`);
      if (!init && LONG_RUNNING.includes(object.kind))
        for (const probe of ['livenessProbe', 'readinessProbe'])
          if (!container[probe]) report(object, `${which}: no ${probe}`);
    }
    if (object.kind === 'Deployment' && leastPods(object, objects) > 1) {
      const labels = object.spec?.template?.metadata?.labels;
      const budget = objects.find(
        (other) =>
          other.kind === 'PodDisruptionBudget' &&
          selects(other.spec?.selector?.matchLabels, labels),
      );
      if (!budget)
        report(
          object,
          `runs ${leastPods(object, objects)} pods and no PodDisruptionBudget selects them`,
        );
    }
  }
  return problems;
}
