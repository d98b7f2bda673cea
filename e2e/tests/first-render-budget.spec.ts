import { expect, test } from '../fixtures/test';
import { measureFirstRender } from '../size/first-render.mjs';

/** A guard against regressions; the real target comes with a later issue. */
const BUDGET_BYTES = 300 * 1024;

test('a content page renders after less than 300 KB of gzip JavaScript', async ({ page }) => {
  const result = await measureFirstRender(page, '/en/contact-us', 'main form');
  console.log(
    `first render of /en/contact-us: ${(result.gzipBytes / 1024).toFixed(1)} KiB gzip JS in ${result.files.length} files, ${result.waves} request waves`,
  );
  expect(result.files.length).toBeGreaterThan(0);
  expect(result.gzipBytes).toBeLessThan(BUDGET_BYTES);
});
