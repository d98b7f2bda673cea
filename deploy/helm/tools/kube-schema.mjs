// Rendered objects checked against the Kubernetes API of one version, offline, two ways that
// together leave nothing out:
//
//   - the object types of `kubernetes-types` (generated from that version's OpenAPI), each object
//     written as a typed TypeScript literal and compiled: a field the version does not have is
//     refused (TypeScript's excess property check), as are a wrong type and a missing required
//     field; an apiVersion and kind the version does not serve is refused before that;
//   - the JSON schemas of `kubernetes-models` (ajv): required fields, types and formats, and the
//     enums (imagePullPolicy, restartPolicy, …) that kubernetes-types leaves as plain strings.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const TYPES = path.dirname(require.resolve('kubernetes-types/package.json'));
/** The Kubernetes version the objects are checked against: kubernetes-types' own. */
export const KUBERNETES_VERSION = JSON.parse(
  readFileSync(path.join(TYPES, 'package.json'), 'utf8'),
).version;

/** A group's folder in kubernetes-types: its first DNS label (`networking.k8s.io` → networking). */
const folderOf = (group) => (group === '' ? 'core' : group.split('.')[0]);

/** `apiVersion` and `kind` of an object, as kubernetes-types names its module and type. */
export function typeOf({ apiVersion = '', kind = '' }) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const file = path.join(TYPES, folderOf(group), `${version}.d.ts`);
  const served =
    /^[A-Za-z]+$/.test(kind) &&
    existsSync(file) &&
    readFileSync(file, 'utf8').includes(`kind?: "${kind}";`);
  return { group, version, served, module: `kubernetes-types/${folderOf(group)}/${version}` };
}

/** `Kind/name`, for messages. */
export const nameOf = (object) => `${object.kind}/${object.metadata?.name ?? '?'}`;

/**
 * The objects' problems against the types of kubernetes-types, in one compilation: for each
 * object (by index), what TypeScript refuses.
 */
function typeProblems(objects) {
  const modules = new Map();
  const lines = [];
  const starts = [];
  const checked = [];
  objects.forEach((object, index) => {
    const { module, served } = typeOf(object);
    if (!served) return;
    if (!modules.has(module)) modules.set(module, `t${modules.size}`);
    starts.push(lines.length);
    checked.push(index);
    const literal = JSON.stringify(object, null, 1).split('\n');
    lines.push(
      `export const o${index}: ${modules.get(module)}.${object.kind} = ${literal[0]}`,
      ...literal.slice(1),
    );
  });
  const imports = [...modules].map(
    ([module, alias]) => `import type * as ${alias} from '${module}';`,
  );
  const source = [...imports, ...lines].join('\n');
  const file = path.join(ROOT, 'deploy/helm/rendered-objects.ts');
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === file ? source : readFile(name));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, target, ...rest) =>
    path.resolve(name) === file
      ? ts.createSourceFile(name, source, target)
      : getSourceFile(name, target, ...rest);
  host.fileExists = (
    (exists) => (name) =>
      path.resolve(name) === file || exists(name)
  )(host.fileExists.bind(host));
  const program = ts.createProgram([file], options, host);
  const problems = new Map();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file?.fileName !== file || diagnostic.start === undefined) {
      problems.set(-1, [...(problems.get(-1) ?? []), message]);
      continue;
    }
    const line =
      diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line - imports.length;
    const at = starts.findLastIndex((start) => start <= line);
    const index = checked[at];
    problems.set(index, [...(problems.get(index) ?? []), message]);
  }
  return problems;
}

/** kubernetes-models' JSON schema of the object's kind, or null where it has none. */
async function modelOf({ apiVersion, kind }) {
  const { group, version } = typeOf({ apiVersion, kind });
  try {
    const models = await import(`kubernetes-models/${group ? `${group}/` : ''}${version}`);
    return models[kind] ?? null;
  } catch {
    return null;
  }
}

/**
 * Every problem of `objects` against Kubernetes KUBERNETES_VERSION: `{ object, message }` each,
 * none when every object is one that version takes.
 */
export async function schemaProblems(objects) {
  const problems = [];
  const types = typeProblems(objects);
  for (const message of types.get(-1) ?? []) problems.push({ object: '(the check)', message });
  for (const [index, object] of objects.entries()) {
    const name = nameOf(object);
    if (!typeOf(object).served) {
      problems.push({
        object: name,
        message: `${object.apiVersion} ${object.kind} is not served by Kubernetes ${KUBERNETES_VERSION}`,
      });
      continue;
    }
    for (const message of types.get(index) ?? []) problems.push({ object: name, message });
    const Model = await modelOf(object);
    try {
      new Model(structuredClone(object)).validate();
    } catch (error) {
      for (const { instancePath, message, params } of error.errors ?? [{ message: error.message }])
        problems.push({
          object: name,
          message: `${instancePath || '/'} ${message}${params?.allowedValues ? `: ${params.allowedValues.join(', ')}` : ''}`,
        });
    }
  }
  return problems;
}
