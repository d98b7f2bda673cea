import { randomUUID } from 'node:crypto';
import { moveOrder, orderRow } from '../fixtures/admin-orders';
import { openCheckoutWith, productOf } from '../fixtures/checkout';
import { placeGuestOrder } from '../fixtures/guest-order';
import { openBackOffice, signInAsStaff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';
import { DEMO_PRODUCT } from '../size/pages.mjs';

const STEPS = [
  ['CONFIRMED', 'Confirmed', 'Called the customer'],
  ['PACKED', 'Packed', 'Two bags'],
  ['SHIPPED', 'Shipped', 'Handed over at the counter'],
  ['DELIVERED', 'Delivered', 'Picked up'],
] as const;

test("a manager takes a guest's new order from NEW to DELIVERED; the guest's tracking shows every step", async ({
  page,
  context,
  browser,
  pageErrors,
}) => {
  test.slow();
  await signInAsStaff(context, 'MANAGER');
  await openBackOffice(page, '/en/admin/orders');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-connection', 'live');
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // A guest orders in a browser of their own.
  const guest = await browser.newContext();
  const shop = await guest.newPage();
  const product = await productOf(shop.request, DEMO_PRODUCT, 'pl');
  await openCheckoutWith(shop, 'pl', [product]);
  const email = `guest.${randomUUID().slice(0, 8)}@example.com`;
  const placed = await placeGuestOrder(shop, 'pl', { email });
  const placedAt = Date.now();

  // The open list shows it within 2 s, without a reload.
  const row = orderRow(page, placed.number);
  await expect(row).toBeVisible({ timeout: 2000 });
  console.log(
    `the new order showed in the open list ${Date.now() - placedAt} ms after it was placed`,
  );
  expect(navigations).toBe(0);
  await expect(row.getByTestId('order-row-status')).toHaveText('Placed');
  await expect(row).toContainText(email);
  await expect(row).toContainText('Guest');
  await expect(page.getByTestId('live-announcement')).toContainText(`New order ${placed.number}`);

  await row.getByRole('link', { name: `Order ${placed.number}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${placed.number}` }),
  ).toBeVisible();
  // The checkout's summary, its lines named in the back office's language.
  const named = await productOf(page.request, DEMO_PRODUCT, 'en');
  await expect(page.getByTestId('order-summary')).toContainText(named.name);
  for (const [status, name, note] of STEPS) await moveOrder(page, status, note, name);
  await expect(page.getByText('This order is finished')).toBeVisible();
  const history = page.getByTestId('history-entry');
  await expect(history).toHaveCount(5);
  await expect(history.nth(1)).toContainText('manager@e2e.test');
  await expect(history.nth(1)).toContainText('Called the customer');

  // The guest's tracking shows each step.
  await shop.goto(`/pl/order-tracking?number=${placed.number}`);
  await shop.getByTestId('tracking-contact').fill(email);
  await shop.getByTestId('tracking-submit').click();
  await expect(shop.getByTestId('tracking-status')).toContainText('Dostarczone');
  await expect(shop.getByTestId('timeline-entry')).toHaveText([
    /Złożone/,
    /Potwierdzone/,
    /Spakowane/,
    /Wysłane/,
    /Dostarczone/,
  ]);
  await guest.close();
  expect(pageErrors).toEqual([]);
});
