import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asStaff, promotionBody } from './helpers/admin';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Entry {
  id: number;
  action: string;
  entity: string;
  entityId: string;
  actor: { email: string; role: string };
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: string;
}

describe('the audit record’s page', () => {
  let t: TestApp;
  let owner: ReturnType<typeof asStaff>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let manager: Awaited<ReturnType<typeof signedInUser>>;
  let promotionId: string;
  let codeId: string;
  let started: string;
  const read = async (query = '') => {
    const response = await owner('GET', `admin/audit${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { items: Entry[]; total: number; page: number; limit: number };
  };

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    owner = asStaff(t, (await signedInUser(t, 'OWNER')).cookie);
    admin = await signedInUser(t, 'ADMIN');
    manager = await signedInUser(t, 'MANAGER');
    started = new Date(Date.now() - 1000).toISOString();
    const promotion = await asStaff(t, admin.cookie)('POST', 'admin/promotions', promotionBody());
    promotionId = promotion.json().id;
    await asStaff(t, admin.cookie)('PUT', `admin/promotions/${promotionId}`, {
      ...promotionBody({ name: promotion.json().name, value: 12 }),
      version: 1,
    });
    const code = await asStaff(t, manager.cookie)('POST', 'admin/promo-codes', {
      type: 'AMOUNT',
      value: 300,
    });
    codeId = code.json().id;
    // More than a page of entries.
    for (let index = 0; index < 21; index += 1)
      await asStaff(t, manager.cookie)('POST', 'admin/promo-codes', { type: 'AMOUNT', value: 100 });
  });
  after(() => t.close());

  it('lists the writes newest first, 20 a page, each with who, what, which record, before, after, when and the request', async () => {
    const first = await read();
    assert.equal(first.limit, 20);
    assert.equal(first.items.length, 20);
    assert.ok(first.total >= 24);
    const ids = first.items.map((entry) => entry.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const second = await read('?page=2');
    assert.ok(second.items[0]!.id < ids.at(-1)!);
    const [update] = (await read(`?entity=promotion&entityId=${promotionId}`)).items;
    assert.equal(update?.action, 'promotion.update');
    assert.deepEqual(update?.actor, { id: admin.id, email: admin.email, role: 'ADMIN' });
    assert.equal((update?.before as { value: number }).value, 10);
    assert.equal((update?.after as { value: number }).value, 12);
    assert.ok(update?.requestId);
    assert.ok(update!.createdAt >= started);
  });

  it('filters by record, by staff member, by action and by time', async () => {
    const promotion = await read(`?entity=promotion&entityId=${promotionId}`);
    assert.deepEqual(
      promotion.items.map((entry) => entry.action),
      ['promotion.update', 'promotion.create'],
    );
    const code = await read(`?entity=promo-code&entityId=${codeId}`);
    assert.deepEqual(
      code.items.map((entry) => entry.action),
      ['promo-code.create'],
    );
    const byManager = await read(`?actor=${encodeURIComponent(manager.email.toUpperCase())}`);
    assert.equal(byManager.total, 22);
    assert.ok(byManager.items.every((entry) => entry.actor.email === manager.email));
    const creations = await read('?action=promotion.create');
    assert.ok(creations.items.every((entry) => entry.action === 'promotion.create'));
    assert.ok(creations.items.some((entry) => entry.entityId === promotionId));
    const future = new Date(Date.now() + 60_000).toISOString();
    assert.equal((await read(`?from=${encodeURIComponent(future)}`)).total, 0);
    const inRange = await read(
      `?from=${encodeURIComponent(started)}&to=${encodeURIComponent(future)}&entity=promotion`,
    );
    assert.equal(inRange.total, 2);
    assert.equal((await read(`?to=${encodeURIComponent(started)}&entity=promotion`)).total, 0);
  });

  it('refuses a filter that is not one', async () => {
    for (const query of [
      '?entity=Promo Code',
      '?actor=nobody',
      '?from=yesterday',
      `?from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() - 1000).toISOString())}`,
    ]) {
      const response = await owner('GET', `admin/audit${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    }
  });

  it('is read by the owner and administrators only, and no route changes it', async () => {
    assert.equal((await asStaff(t, admin.cookie)('GET', 'admin/audit')).statusCode, 200);
    const refused = await asStaff(t, manager.cookie)('GET', 'admin/audit');
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'ENTITY_FORBIDDEN_ACTION');
    const routes = [...t.app.routePermissions.keys()].filter((route) => route.includes('/audit'));
    assert.deepEqual(
      routes.filter((route) => !route.startsWith('HEAD ')),
      ['GET /api/v1/admin/audit'],
    );
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/admin/audit' });
      assert.equal(response.statusCode, 404, method);
    }
  });
});
