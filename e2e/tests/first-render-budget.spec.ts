import { expect, test } from '../fixtures/test';
import { measureFirstRender } from '../size/first-render.mjs';
import { BUDGETED_PAGES } from '../size/pages.mjs';

/**
 * The JavaScript a browser downloads before a page's main content first renders, and the
 * sequential request waves it comes in (see size/first-render.mjs for how both are counted).
 */
const BUDGET_KIB = 256;
const MAX_WAVES = 2;

for (const { name, path, selector } of BUDGETED_PAGES) {
  test(`the ${name} page renders after at most ${BUDGET_KIB} KiB of gzip JavaScript in ${MAX_WAVES} waves`, async ({
    page,
  }) => {
    const result = await measureFirstRender(page, path('en'), selector);
    console.log(
      `first render of ${path('en')}: ${(result.gzipBytes / 1024).toFixed(1)} KiB gzip JS in ${result.files.length} files, ${result.waves} request waves`,
    );
    expect(result.files.length).toBeGreaterThan(0);
    expect(result.gzipBytes / 1024).toBeLessThanOrEqual(BUDGET_KIB);
    expect(result.waves).toBeLessThanOrEqual(MAX_WAVES);
  });
}
