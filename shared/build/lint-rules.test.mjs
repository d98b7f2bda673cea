// A rule of the repository's lint configuration (eslint.config.mjs) that keeps the code easy to
// find one's way in: no import cycles. This lints samples with that configuration, so a rule that
// stopped firing (a plugin's update, a resolver that no longer finds the files, a pattern that no
// longer matches) fails here instead of passing silently.
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
