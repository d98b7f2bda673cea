// A team's release in the running stack, with the `release` tool of docker-compose.yml: publish a
// build of the content remote with a changed page title and promote it, then roll it back; the
// running shell (not restarted) renders each within seconds.
import { check, seconds, until } from './commands.mjs';
import { compose } from './engine.mjs';
import { page } from './checks.mjs';

const STORE = '/releases/content';
const TITLE = 'Privacy policy';
const NEXT_TITLE = 'Privacy policy, next release';

/** The release command in the tool's container, as a team runs it. */
const release = (args, options = {}) =>
  compose(
    ['run', '--rm', 'release', '-w', '@storefront/mf-content', '--', ...args, '--store', STORE],
    options,
  );

const titleOf = (html) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const releaseOf = (html) => /"releases":\{[^}]*"content":"(\w+)"/.exec(html)?.[1];

/** Waits until the privacy page is rendered with `title`; how long it took. */
async function rendered(title, what) {
  const started = Date.now();
  await until(what, async () => titleOf((await page('/en/privacy-policy')).html) === title, 30_000);
  return seconds(Date.now() - started);
}

export async function releaseCycle() {
  const first = await page('/en/privacy-policy');
  check(titleOf(first.html) === TITLE, `the privacy page's title is ${titleOf(first.html)}`);
  const live = releaseOf(first.html);
  check(live, 'the page names no content release');

  // The next build: the image's own with one title changed (and the compressed copies of the
  // files changed dropped, so nothing serves the old text).
  await compose([
    'run',
    '--rm',
    '--entrypoint',
    'sh',
    'release',
    '-c',
    [
      'cp -r mf-content/dist /tmp/next',
      `for f in $(grep -rl '"${TITLE}"' /tmp/next --include='*.js'); do sed -i 's/"${TITLE}"/"${NEXT_TITLE}"/' "$f"; rm -f "$f.br" "$f.gz"; done`,
      `npm run release -w @storefront/mf-content -- publish --dist /tmp/next --store ${STORE} --promote`,
    ].join(' && '),
  ]);
  const promoted = await rendered(NEXT_TITLE, 'the promoted release rendered');
  const next = releaseOf((await page('/en/privacy-policy')).html);
  check(next && next !== live, `the page names release ${next} after the promote`);

  await release(['rollback', '--expect', next]);
  const rolledBack = await rendered(TITLE, 'the rolled back release rendered');
  check(releaseOf((await page('/en/privacy-policy')).html) === live, 'rollback did not restore');
  return `release ${next} rendered ${promoted} after its promote, ${live} again ${rolledBack} after the rollback`;
}
