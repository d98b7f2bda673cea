import { expect, test } from '../fixtures/test';
import { HYDRATED, measureLoad } from '../size/first-render.mjs';
import { putInCart } from '../fixtures/checkout';
import { BUDGETED_PAGES, CHECKOUT_PAGE, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * The JavaScript a browser downloads before a page's main content first renders, in how many
 * sequential request waves, and the waves until the page is interactive (hydrated); see
 * size/first-render.mjs for how they are counted.
 */
const BUDGET_KIB = 160;
const MAX_WAVES = 2;

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

for (const { name, path, selector } of BUDGETED_PAGES) {
  test(`the ${name} page renders after at most ${BUDGET_KIB} KiB of gzip JavaScript in ${MAX_WAVES} waves, and is interactive after ${MAX_WAVES}`, async ({
    page,
  }) => {
    const { render, interactive } = await measureLoad(page, path('en'), {
      render: selector,
      interactive: HYDRATED,
    });
    console.log(
      `${path('en')}: first render after ${kib(render!.gzipBytes)} KiB gzip JS in ${render!.waves} waves; interactive after ${kib(interactive!.gzipBytes)} KiB in ${interactive!.waves} waves`,
    );
    expect(render!.gzipBytes / 1024).toBeLessThanOrEqual(BUDGET_KIB);
    expect(render!.waves).toBeLessThanOrEqual(MAX_WAVES);
    expect(interactive!.files.length).toBeGreaterThan(0);
    expect(interactive!.waves).toBeLessThanOrEqual(MAX_WAVES);
  });
}

/**
 * The checkout with one product in the cart is the heaviest page a shopper needs: it renders in
 * the browser. Its budget keeps code it does not need at once (a tooltip's positioning library,
 * for one) out of what it waits for. It does need the countries' numbering plans its phone field
 * checks numbers by (libphonenumber-js's min metadata, about 29 KiB): 292 KiB measured with them.
 */
const CHECKOUT_BUDGET_KIB = 300;

test(`the checkout with one product is interactive after at most ${CHECKOUT_BUDGET_KIB} KiB of gzip JavaScript in ${MAX_WAVES} waves`, async ({
  page,
  request,
}) => {
  const response = await request.get(`/api/v1/product/${DEMO_PRODUCT}?lang=en`);
  expect(response.ok()).toBe(true);
  await putInCart(page, [await response.json()]);
  const { interactive } = await measureLoad(page, CHECKOUT_PAGE.path('en'), {
    interactive: HYDRATED,
  });
  console.log(
    `${CHECKOUT_PAGE.path('en')}: interactive after ${kib(interactive!.gzipBytes)} KiB gzip JS in ${interactive!.waves} waves`,
  );
  expect(interactive!.gzipBytes / 1024).toBeLessThanOrEqual(CHECKOUT_BUDGET_KIB);
  expect(interactive!.waves).toBeLessThanOrEqual(MAX_WAVES);
});
