import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WEEKDAYS, type StoreSchedule } from '@storefront/shared/core';
import { asStaff, auditOf } from './helpers/admin';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

type Week = { section: StoreSchedule; version: number };

describe('the opening hours in the back office', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let owner: ReturnType<typeof asStaff>;

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = asStaff(t, (await signedInUser(t, 'ADMIN')).cookie);
    owner = asStaff(t, (await signedInUser(t, 'OWNER')).cookie);
  });
  after(() => t.close());

  const read = async (): Promise<Week> => {
    const response = await admin('GET', 'admin/settings/schedule');
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  it('saves the week from its version, records it and tells the storefront', async () => {
    const { section, version } = await read();
    assert.equal(version, 1);
    assert.deepEqual(Object.keys(section), WEEKDAYS, 'Monday to Sunday');
    const week = {
      ...section,
      SUNDAY: { isActive: true, timeInterval: { startTime: 600, endTime: 1440 } },
    };
    const saved = await admin('PUT', 'admin/settings/schedule', { section: week, version });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json(), { section: week, version: 2 });
    assert.deepEqual(saved.headers['x-storefront-invalidate']?.toString().split(' '), ['store']);
    const publicStore = (await t.app.inject({ method: 'GET', url: '/api/v1/store' })).json();
    assert.deepEqual(publicStore.schedule.SUNDAY, week.SUNDAY);
    const [entry] = await auditOf(t, 'store', 'schedule');
    assert.equal(entry?.action, 'store.schedule.update');
    assert.deepEqual(entry?.before, section);
    assert.deepEqual(entry?.after, week);
  });

  it('is versioned apart from the delivery: saving one never makes the other stale', async () => {
    const delivery = (await admin('GET', 'admin/settings/delivery')).json();
    const week = await read();
    const deliverySaved = await owner('PUT', 'admin/settings/delivery', delivery);
    assert.equal(deliverySaved.statusCode, 200, deliverySaved.body);
    const weekSaved = await admin('PUT', 'admin/settings/schedule', week);
    assert.equal(weekSaved.statusCode, 200, weekSaved.body);
    const stale = await owner('PUT', 'admin/settings/schedule', week);
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.equal(stale.json().conflict.version, week.version + 1);
    assert.equal(stale.json().conflict.changedBy.role, 'ADMIN');
  });

  it('refuses a day closing before it opens, a minute outside the day, and a week short of a day', async () => {
    const { section, version } = await read();
    const day = (startTime: number, endTime: number) => ({
      ...section,
      MONDAY: { isActive: true, timeInterval: { startTime, endTime } },
    });
    for (const [week, field] of [
      [day(600, 600), 'MONDAY.timeInterval.endTime'],
      [day(900, 540), 'MONDAY.timeInterval.endTime'],
      [day(-1, 540), 'MONDAY.timeInterval.startTime'],
      [day(540, 1441), 'MONDAY.timeInterval.endTime'],
      [day(540.5, 600), 'MONDAY.timeInterval.startTime'],
    ] as const) {
      const refused = await admin('PUT', 'admin/settings/schedule', { section: week, version });
      assert.equal(refused.statusCode, 400, `${field}: ${refused.body}`);
      assert.ok(refused.body.includes(field), `${field} is named: ${refused.body}`);
    }
    const { SUNDAY: _sunday, ...short } = section;
    const refused = await admin('PUT', 'admin/settings/schedule', { section: short, version });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(await read(), { section, version });
  });
});
