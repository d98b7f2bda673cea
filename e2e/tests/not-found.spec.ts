import { expect, test } from '../fixtures/test';

test('an unknown path answers 404 and shows "Page not found: {path}"', async ({
  page,
  pageErrors,
}) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'Page not found: /en/no-such-page' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en',
  );
  // The header and footer are there to go on from.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the not-found page is not indexed', async ({ request }) => {
  const response = await request.get('/en/nowhere');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(
    '<meta data-server-head name="robots" content="noindex, nofollow">',
  );
});
