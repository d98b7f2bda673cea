// Rules of the repository's lint configuration (eslint.config.mjs) that keep the code easy to
// find one's way in: no import cycles, file and folder names in kebab-case, and the shell's server
// seeing shell/src through its server build's face only. These lint samples
// with that configuration, so a rule that stopped firing (a plugin's update, a resolver that no
// longer finds the files, a pattern that no longer matches) fails here instead of passing silently.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(import.meta.dirname, 'lint-fixtures');

/** The messages of one rule (or rules starting with `prefix`) in some results. */
const messagesOf = (results, prefix) =>
  results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId?.startsWith(prefix))
      .map((message) => `${path.relative(ROOT, result.filePath)}: ${message.message}`),
  );

describe('import cycles (lint)', () => {
  it('are refused: two files that import each other both fail', async () => {
    // The fixtures are ignored by `npm run lint` (they break the rule on purpose).
    const eslint = new ESLint({ cwd: ROOT, ignore: false });
    const results = await eslint.lintFiles([path.join(FIXTURES, 'cycle')]);
    assert.deepEqual(messagesOf(results, 'import-x/no-cycle').sort(), [
      'shared/build/lint-fixtures/cycle/first.ts: Dependency cycle detected',
      'shared/build/lint-fixtures/cycle/second.ts: Dependency cycle detected',
    ]);
  });
});

describe("the shell server's imports (lint)", () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** The messages of the rules on imports for `code` as a file of the shell's server. */
  const importErrors = async (code) =>
    (await eslint.lintText(code, { filePath: path.join(ROOT, 'shell/server/src/example.ts') }))
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId?.endsWith('no-restricted-imports'))
      .map((message) => message.message);

  it('refuses a module of shell/src by a relative path', async () => {
    const errors = await importErrors(
      "import { detectLanguage } from '../../src/routing/detect-language';\nexport const x = detectLanguage;\n",
    );
    assert.equal(errors.length, 1, errors.join('\n'));
  });

  it("takes the server build's types from its face, never its code", async () => {
    const types =
      "import type { Renderer } from '@storefront/shell/ssr';\nexport type X = Renderer;\n";
    assert.deepEqual(await importErrors(types), []);
    const code =
      "import { loadRenderer } from '@storefront/shell/ssr';\nexport const x = loadRenderer;\n";
    assert.equal((await importErrors(code)).length, 1);
  });
});

describe('file and folder names (lint)', () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** The naming errors of an empty file at `file` (relative to the repository). */
  const namingErrors = async (file) =>
    messagesOf(await eslint.lintText('', { filePath: path.join(ROOT, file) }), 'check-file/');

  it('refuses a source file or folder not in kebab-case', async () => {
    assert.match((await namingErrors('shell/src/features/ProductCard.tsx'))[0] ?? '', /KEBAB_CASE/);
    assert.match((await namingErrors('api/src/services/order_status.ts'))[0] ?? '', /KEBAB_CASE/);
    assert.match((await namingErrors('mf-catalog/src/Pages/list.tsx'))[0] ?? '', /folder "Pages"/);
  });

  it('refuses other files too (texts, images, documents)', async () => {
    assert.equal((await namingErrors('mf-catalog/src/locales/en/Product_Page.json')).length, 1);
    assert.equal((await namingErrors('api/assets/images/categories/GreenTea.svg')).length, 1);
    assert.equal((await namingErrors('docs/Decisions.md')).length, 1);
  });

  it('takes kebab-case names, whatever their middle extensions', async () => {
    for (const file of [
      'shell/src/features/product-card.tsx',
      'shell/src/features/product-card.test.tsx',
      'shared/src/contracts/cross-team.type-test.tsx',
      'shared/src/theme/styled.d.ts',
      'shell/webpack.config.mjs',
      'docs/releasing-a-remote.md',
    ]) {
      assert.deepEqual(await namingErrors(file), [], file);
    }
  });

  it('leaves out the names a tool or a convention fixes', async () => {
    assert.deepEqual(await namingErrors('README.md'), []);
    assert.deepEqual(await namingErrors('shared/src/i18n/locales/en/server_error.json'), []);
  });
});
