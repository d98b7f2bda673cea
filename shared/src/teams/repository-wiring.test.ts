/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { wiringProblems, type ReadFile } from './repository-wiring';
import { TEAMS, type TeamsDeclaration } from './teams';

const ROOT = path.resolve(__dirname, '../../..');

const readRepository: ReadFile = (file) => {
  const full = path.join(ROOT, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};

/** The repository with the root package.json's scripts changed by `change`. */
const withScripts =
  (change: (scripts: Record<string, string>) => void): ReadFile =>
  (file) => {
    const text = readRepository(file);
    if (file !== 'package.json' || text === undefined) return text;
    const root = JSON.parse(text) as { scripts: Record<string, string> };
    change(root.scripts);
    return JSON.stringify(root);
  };

describe('the repository and the teams declaration', () => {
  it('agree: every list of remotes and ports outside TypeScript matches the declaration', () => {
    expect(wiringProblems(TEAMS, readRepository)).toEqual([]);
  });

  it('need nothing more for a new route of a remote than its declaration', () => {
    const teams = {
      ...TEAMS,
      content: { ...TEAMS.content, routes: { ...TEAMS.content.routes, faq: 'faq' } },
    } satisfies TeamsDeclaration;
    expect(wiringProblems(teams, readRepository)).toEqual([]);
  });

  it('name every file a new remote must be added to', () => {
    const teams = {
      ...TEAMS,
      search: { port: 3005, routes: { search: 'search' } },
    } satisfies TeamsDeclaration;
    expect(wiringProblems(teams, readRepository)).toEqual([
      'package.json workspaces lacks mf-search',
      'package.json jest.projects lacks mf-search',
      'package.json scripts.build lacks mf-search',
      'package.json scripts.serve (its workspaces) lacks mf-search',
      'package.json scripts.dev (its workspaces) lacks mf-search',
      'mf-search/package.json is missing',
      'mf-search/webpack.config.mjs is missing',
      'docker-compose.yml services built by deploy/remote/Dockerfile lacks search',
      'docker-compose.yml shell environment lacks SEARCH_REMOTE_URL, SEARCH_REMOTE_INTERNAL_URL',
      'e2e/fixtures/topology.mjs REMOTES lacks search',
    ]);
  });

  it('name every file that still has a remote the declaration dropped', () => {
    const { content: _dropped, ...teams } = TEAMS;
    expect(wiringProblems(teams, readRepository)).toEqual([
      'package.json workspaces has mf-content, which no team declares',
      'package.json jest.projects has mf-content, which no team declares',
      'package.json scripts.build has mf-content, which no team declares',
      'package.json scripts.serve (its workspaces) has mf-content, which no team declares',
      'package.json scripts.dev (its workspaces) has mf-content, which no team declares',
      'docker-compose.yml services built by deploy/remote/Dockerfile has content, which no team declares',
      'docker-compose.yml shell environment has CONTENT_REMOTE_URL, CONTENT_REMOTE_INTERNAL_URL, which no team declares',
      'e2e/fixtures/topology.mjs REMOTES has content, which no team declares',
    ]);
  });

  it('name every file that still has a remote on its old port', () => {
    const teams = { ...TEAMS, content: { ...TEAMS.content, port: 3014 } };
    expect(wiringProblems(teams, readRepository)).toEqual([
      'mf-content/package.json serves on 3004, not 3014',
      'mf-content/webpack.config.mjs serves on 3004, not 3014',
      'docker-compose.yml service content does not publish port 3014',
      'docker-compose.yml shell environment CONTENT_REMOTE_URL is http://localhost:${CONTENT_PORT:-3004}/, not http://localhost:${CONTENT_PORT:-3014}/',
    ]);
  });

  it('notices a script that no longer builds or starts one of the apps, or one that is none', () => {
    const read = withScripts((scripts) => {
      scripts.build = scripts.build!.replace(' --workspace @storefront/shell', '');
      scripts.serve = scripts
        .serve!.replace('--names api,', '--names ')
        .replace(' "npm start -w @storefront/api"', '');
      scripts.dev = scripts
        .dev!.replace(',admin ', ',admin,e2e ')
        .concat(' "npm run dev -w @storefront/e2e"');
    });
    expect(wiringProblems(TEAMS, read)).toEqual([
      'package.json scripts.build lacks shell',
      'package.json scripts.serve (its workspaces) lacks api',
      'package.json scripts.dev (its workspaces) has e2e, which no team declares',
    ]);
  });

  it('notices a concurrently script whose names no longer follow its commands', () => {
    const read: ReadFile = (file) => {
      const text = readRepository(file);
      return file === 'package.json' ? text?.replaceAll('shell,catalog', 'catalog,shell') : text;
    };
    expect(wiringProblems(TEAMS, read)).toEqual([
      'package.json scripts.serve names its commands api,catalog,shell,checkout,profile,content,admin, they start api,shell,catalog,checkout,profile,content,admin',
      'package.json scripts.dev names its commands api,catalog,shell,checkout,profile,content,admin, they start api,shell,catalog,checkout,profile,content,admin',
    ]);
  });
});
