import { parse } from 'yaml';
import { remotesOf, type TeamsDeclaration } from './teams';

/**
 * The lists of teams that live outside TypeScript (npm scripts, webpack configs, compose, the e2e
 * topology's plain Node), checked against the teams' declaration, since they cannot be derived
 * from it at run time. Each problem names the file to change and what it lacks or has in excess.
 */

/** A file of the repository by its path from the root; undefined when there is none. */
export type ReadFile = (path: string) => string | undefined;

interface PackageJson {
  name?: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  jest?: { projects?: string[] };
}

interface ComposeService {
  build?: { dockerfile?: string; args?: Record<string, string> };
  ports?: string[];
  environment?: Record<string, string>;
}

const REMOTE_DOCKERFILE = 'deploy/remote/Dockerfile';
const TOPOLOGY = 'e2e/fixtures/topology.mjs';

const folderOf = (remote: string) => `mf-${remote}`;
/** The apps the root scripts build and start: the API, the shell and every remote's. */
const appsOf = (remotes: string[]) => ['api', 'shell', ...remotes.map(folderOf)];
/** A remote's release store, where the shell reads its live.json. */
const storeAt = (host: string) => `http://${host}/`;
/** Where compose publishes a remote: its port, unless `<REMOTE>_PORT` says otherwise. */
const publishedPort = (teams: TeamsDeclaration, remote: string) =>
  `\${${remote.toUpperCase()}_PORT:-${teams[remote]!.port}}`;

/** A problem when two lists differ as sets: what is missing from `listed`, what is extra. */
function compare(where: string, listed: readonly string[], declared: readonly string[]): string[] {
  const missing = declared.filter((item) => !listed.includes(item));
  const extra = listed.filter((item) => !declared.includes(item));
  return [
    ...(missing.length ? [`${where} lacks ${missing.join(', ')}`] : []),
    ...(extra.length ? [`${where} has ${extra.join(', ')}, which no team declares`] : []),
  ];
}

const allMatches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1]!);

/** A `concurrently` script: it starts every app, and its `--names` name them, in order. */
function concurrentlyProblems(
  name: string,
  script: string,
  command: string,
  remotes: string[],
): string[] {
  const where = `package.json scripts.${name}`;
  const started = allMatches(script, new RegExp(`${command} -w @storefront/([\\w-]+)`, 'g'));
  const names = /--names (\S+)/.exec(script)?.[1]?.split(',') ?? [];
  const problems = compare(`${where} (its workspaces)`, started, appsOf(remotes));
  const named = started.map((workspace) => workspace.replace(/^mf-/, ''));
  if (names.join() !== named.join()) {
    problems.push(`${where} names its commands ${names.join()}, they start ${named.join()}`);
  }
  return problems;
}

function rootPackageProblems(root: PackageJson, remotes: string[]): string[] {
  const folders = remotes.map(folderOf);
  const scripts = root.scripts ?? {};
  const remoteFolders = (list: string[]) =>
    list.map((item) => item.replace('<rootDir>/', '')).filter((item) => item.startsWith('mf-'));
  return [
    ...compare('package.json workspaces', remoteFolders(root.workspaces ?? []), folders),
    ...compare('package.json jest.projects', remoteFolders(root.jest?.projects ?? []), folders),
    ...compare(
      'package.json scripts.build',
      allMatches(scripts.build ?? '', /--workspace @storefront\/([\w-]+)/g),
      appsOf(remotes),
    ),
    ...concurrentlyProblems('serve', scripts.serve ?? '', 'npm start', remotes),
    ...concurrentlyProblems('dev', scripts.dev ?? '', 'npm run dev', remotes),
  ];
}

/** A remote's package: its name, and the port `npm start` serves its releases on. */
function remotePackageProblems(remote: string, port: number, read: ReadFile): string[] {
  const file = `${folderOf(remote)}/package.json`;
  const text = read(file);
  if (text === undefined) return [`${file} is missing`];
  const pkg = JSON.parse(text) as PackageJson;
  const problems: string[] = [];
  if (pkg.name !== `@storefront/${folderOf(remote)}`) {
    problems.push(`${file} is named ${pkg.name}, not @storefront/${folderOf(remote)}`);
  }
  const served = /release\/start\.mjs .*--port (\d+)$/.exec(pkg.scripts?.start ?? '')?.[1];
  if (served !== String(port)) problems.push(`${file} serves on ${served}, not ${port}`);
  return problems;
}

/** An app's webpack config: its federation name and its dev server's port. */
function webpackProblems(team: string, folder: string, port: number, read: ReadFile): string[] {
  const file = `${folder}/webpack.config.mjs`;
  const text = read(file);
  if (text === undefined) return [`${file} is missing`];
  const problems: string[] = [];
  if (!text.includes(`name: '${team}'`)) problems.push(`${file} does not name it '${team}'`);
  const devPort = /port: (\d+)/.exec(text)?.[1];
  if (devPort !== String(port)) problems.push(`${file} serves on ${devPort}, not ${port}`);
  return problems;
}

/** docker-compose.yml: a service per remote from the remote Dockerfile, and the shell's URLs. */
function composeProblems(teams: TeamsDeclaration, text: string): string[] {
  const file = 'docker-compose.yml';
  const services = (parse(text) as { services: Record<string, ComposeService> }).services;
  const remotes = remotesOf(teams);
  const remoteServices = Object.keys(services).filter(
    (name) => services[name]!.build?.dockerfile === REMOTE_DOCKERFILE,
  );
  const problems = compare(`${file} services built by ${REMOTE_DOCKERFILE}`, remoteServices, [
    ...remotes,
  ]);
  for (const remote of remotes.filter((name) => remoteServices.includes(name))) {
    const service = services[remote]!;
    if (service.build?.args?.REMOTE !== folderOf(remote)) {
      problems.push(`${file} service ${remote} builds REMOTE ${service.build?.args?.REMOTE}`);
    }
    if (!service.ports?.includes(`127.0.0.1:${publishedPort(teams, remote)}:80`)) {
      problems.push(`${file} service ${remote} does not publish port ${teams[remote]!.port}`);
    }
  }
  const environment = services.shell?.environment ?? {};
  const expected = Object.fromEntries(
    remotes.flatMap((remote) => {
      const variable = `${remote.toUpperCase()}_REMOTE`;
      return [
        [`${variable}_URL`, storeAt(`localhost:${publishedPort(teams, remote)}`)],
        [`${variable}_INTERNAL_URL`, storeAt(remote)],
      ];
    }),
  );
  const variables = Object.keys(environment).filter((name) =>
    /_REMOTE(_INTERNAL)?_URL$/.test(name),
  );
  problems.push(...compare(`${file} shell environment`, variables, Object.keys(expected)));
  for (const [name, value] of Object.entries(expected)) {
    if (name in environment && environment[name] !== value) {
      problems.push(`${file} shell environment ${name} is ${environment[name]}, not ${value}`);
    }
  }
  return problems;
}

/** The e2e topology's list of remotes (plain Node, so a list of its own). */
function topologyProblems(text: string, remotes: string[]): string[] {
  const list = /export const REMOTES = [^[]*\[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return compare(`${TOPOLOGY} REMOTES`, allMatches(list, /'([^']+)'/g), remotes);
}

/** Every place outside TypeScript that disagrees with the declaration; none when all agree. */
export function wiringProblems(teams: TeamsDeclaration, read: ReadFile): string[] {
  const remotes = remotesOf(teams);
  const required = (file: string) => {
    const text = read(file);
    if (text === undefined) throw new Error(`${file} is missing`);
    return text;
  };
  return [
    ...rootPackageProblems(JSON.parse(required('package.json')) as PackageJson, remotes),
    ...webpackProblems('shell', 'shell', teams.shell.port, read),
    ...remotes.flatMap((remote) => [
      ...remotePackageProblems(remote, teams[remote]!.port, read),
      ...webpackProblems(remote, folderOf(remote), teams[remote]!.port, read),
    ]),
    ...composeProblems(teams, required('docker-compose.yml')),
    ...topologyProblems(required(TOPOLOGY), remotes),
  ];
}
