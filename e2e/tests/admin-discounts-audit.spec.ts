import { randomUUID } from 'node:crypto';
import { hydratedPage, staffContext } from '../fixtures/discounts';
import { SHELL_URL } from '../fixtures/ports';
import { openBackOffice, STAFF } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

const headers = { origin: SHELL_URL };

test('the owner reads the audit record of staff writes; a manager has no entry for it and is refused its API', async ({
  browser,
}) => {
  test.slow();
  // An administrator's promotion, created then changed, and a manager's promo code.
  const adminContext = await staffContext(browser, 'ADMIN');
  const name = `Audyt ${randomUUID().slice(0, 6)}`;
  const body = {
    name: { pl: name },
    type: 'PERCENT',
    value: 5,
    minSubtotal: 900_000,
    startsAt: null,
    endsAt: null,
    active: false,
    scope: 'ORDER',
    productIds: [],
    categoryIds: [],
  };
  const created = await adminContext.request.post('/api/v1/admin/promotions', {
    headers,
    data: body,
  });
  expect(created.status()).toBe(201);
  const promotion = await created.json();
  const saved = await adminContext.request.put(`/api/v1/admin/promotions/${promotion.id}`, {
    headers,
    data: { ...body, value: 7, version: 1 },
  });
  expect(saved.status()).toBe(200);
  const managerContext = await staffContext(browser, 'MANAGER');
  const code = await managerContext.request.post('/api/v1/admin/promo-codes', {
    headers,
    data: { type: 'AMOUNT', value: 700, note: 'For the audit' },
  });
  expect(code.status()).toBe(201);

  const ownerContext = await staffContext(browser, 'OWNER');
  const owner = await hydratedPage(ownerContext);
  await openBackOffice(owner, '/en/admin');
  await owner.getByTestId('admin-nav-audit').click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Audit record' })).toBeVisible();
  await owner.getByTestId('audit-filter-actor').fill(STAFF.ADMIN.email);
  await owner.getByTestId('audit-filter-entityId').fill(promotion.id);
  await owner.getByTestId('audit-filter-apply').click();
  await expect(owner).toHaveURL(new RegExp(`entityId=${promotion.id}`));
  const entries = owner.getByTestId('audit-entry');
  await expect(entries).toHaveCount(2);
  const update = entries.first();
  await expect(update).toHaveAttribute('data-action', 'promotion.update');
  await expect(update).toContainText(STAFF.ADMIN.email);
  await expect(update).toContainText('administrator');
  await expect(update.getByTestId('audit-changes')).toHaveText('value5 → 7');
  await expect(entries.nth(1)).toHaveAttribute('data-action', 'promotion.create');
  await expect(entries.nth(1).getByTestId('audit-changes')).toContainText(
    `name.pl(nothing) → ${name}`,
  );
  // The record's own page, from its entry.
  await update.getByTestId('audit-record-link').click();
  await expect(owner).toHaveURL(new RegExp(`/en/admin/promotions/${promotion.id}$`));
  await expect(owner.getByTestId('promotion-value')).toHaveValue('7');

  await owner.goto(
    `/en/admin/audit?actor=${encodeURIComponent(STAFF.MANAGER.email)}&entity=promo-code`,
  );
  await expect(owner.getByTestId('audit-entry').first()).toContainText('promo-code.create');
  await expect(owner.getByTestId('audit-entry').first()).toContainText('For the audit');

  // A manager: no audit record in the navigation, and its API refuses them.
  const manager = await hydratedPage(managerContext);
  await openBackOffice(manager, '/en/admin');
  await expect(manager.getByTestId('admin-nav-promotions')).toBeVisible();
  await expect(manager.getByTestId('admin-nav-audit')).toHaveCount(0);
  const refused = await managerContext.request.get('/api/v1/admin/audit');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('ENTITY_FORBIDDEN_ACTION');
  // Promotions they may read, not change.
  await manager.goto(`/en/admin/promotions/${promotion.id}`);
  await expect(manager.getByTestId('promotion-value')).toBeDisabled();
  await expect(manager.getByTestId('promotion-save')).toHaveCount(0);
  for (const context of [adminContext, managerContext, ownerContext]) await context.close();
});
