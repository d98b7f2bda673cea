import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { PERMISSIONS, PERMISSION_NAMES, type Permission } from '@storefront/shared/admin';
import { ROLES, type Role } from '@storefront/shared/core';
import { ORIGIN } from './helpers/orders';
import { signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Routes whose allowed callers get an answer that never ends (an event stream): for them the
 * matrix checks the refusals, and that an allowed caller gets a 200 head (then lets go).
 */
const STREAMS = new Set<string>(['GET /api/v1/admin/events']);

/** A path of a route with each parameter filled with an id that exists nowhere. */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', ...ROLES];

describe('the back office: every staff route answers each role as the permission table says', () => {
  let t: TestApp;
  const cookies = new Map<Caller, string>();

  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    for (const role of ROLES) cookies.set(role, (await signedInUser(t, role)).cookie);
  });
  after(() => t.close());

  it('guards every route under admin/ and the staff routes outside it', () => {
    const admin = [...t.app.routePermissions.keys()].filter((route) => route.includes('/admin/'));
    assert.ok(admin.length > 0, 'the back office has routes');
    for (const route of [
      'PATCH /api/v1/order/:orderId/status',
      'GET /api/v1/admin/orders',
      'GET /api/v1/admin/orders/export',
      'GET /api/v1/admin/orders/:orderId',
      'PATCH /api/v1/admin/orders/:orderId/status',
      'POST /api/v1/admin/orders/status',
      'GET /api/v1/admin/events',
      'GET /api/v1/contact-us',
      'GET /api/v1/admin/messages',
      'GET /api/v1/admin/messages/:id',
      'PUT /api/v1/admin/messages/:id/read',
      'POST /api/v1/admin/messages/:id/replies',
      'GET /api/v1/email-outbox',
      'PUT /api/v1/store/integrations',
      'GET /api/v1/store/payment-details',
      'PUT /api/v1/store/payment-details',
      'POST /api/v1/promo-code',
      'GET /api/v1/admin/settings/delivery',
      'PUT /api/v1/admin/settings/delivery',
      'GET /api/v1/admin/settings/schedule',
      'PUT /api/v1/admin/settings/schedule',
      'GET /api/v1/admin/staff',
      'POST /api/v1/admin/staff/invitations',
      'POST /api/v1/admin/staff/:id/invitation',
      'PUT /api/v1/admin/staff/:id/role',
      'POST /api/v1/admin/staff/:id/deactivate',
      'POST /api/v1/admin/staff/:id/reactivate',
      'GET /api/v1/admin/translations',
      'POST /api/v1/admin/translations',
      'GET /api/v1/admin/email-templates',
      'GET /api/v1/admin/email-templates/:kind/:language',
      'PUT /api/v1/admin/email-templates/:kind/:language',
      'POST /api/v1/admin/email-templates/:kind/:language/reset',
      'POST /api/v1/admin/email-templates/:kind/:language/preview',
      'POST /api/v1/admin/email-templates/:kind/:language/test',
    ])
      assert.ok(t.app.routePermissions.has(route), `${route} names its permission`);
  });

  it('refuses to start with a back-office route that names no permission', async () => {
    const app = (await import('fastify')).default();
    const { authPlugin } = await import('../src/plugins/auth');
    const { loadConfig } = await import('../src/config');
    await app.register(authPlugin, { config: loadConfig({ NODE_ENV: 'test' }) });
    await assert.rejects(async () => {
      app.get('/api/v1/admin/unguarded', async () => 'open');
      await app.ready();
    }, /names no permission/);
  });

  it('answers 401 to a visitor, 403 to a role outside the table, and lets the others in', async () => {
    const checked: string[] = [];
    for (const [route, permission] of t.app.routePermissions) {
      const [method, url] = route.split(' ') as [string, string];
      if (method === 'HEAD') continue;
      for (const caller of CALLERS) {
        const cookie = cookies.get(caller);
        const allowed = caller !== 'anonymous' && roleMay(caller, permission);
        const stream = STREAMS.has(route);
        const response = await t.app.inject({
          method: method as 'GET',
          url: pathOf(url),
          headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          // An endless answer is read as a stream: the head is there at once, the body never ends.
          ...(stream && { payloadAsStream: true }),
        });
        if (stream) {
          const body = response.stream();
          if (allowed) {
            assert.equal(response.statusCode, 200, `${route} streams to ${caller}`);
            assert.equal(response.headers['content-type'], 'text/event-stream');
            body.destroy();
            continue;
          }
          // A refusal ends: its JSON is read from the stream.
          const chunks: Buffer[] = [];
          for await (const chunk of body) chunks.push(chunk as Buffer);
          const refused = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: string };
          assert.equal(response.statusCode, caller === 'anonymous' ? 401 : 403, route);
          assert.equal(
            refused.code,
            caller === 'anonymous' ? 'ENTITY_UNAUTHORIZED_ACTION' : 'ENTITY_FORBIDDEN_ACTION',
          );
          continue;
        }
        const expected = caller === 'anonymous' ? 401 : allowed ? 'in' : 403;
        if (expected === 'in')
          assert.ok(
            ![401, 403].includes(response.statusCode),
            `${route} lets ${caller} in (${response.statusCode})`,
          );
        else assert.equal(response.statusCode, expected, `${route} as ${caller}`);
        if (typeof expected === 'number')
          assert.equal(
            response.json().code,
            expected === 401 ? 'ENTITY_UNAUTHORIZED_ACTION' : 'ENTITY_FORBIDDEN_ACTION',
          );
      }
      checked.push(route);
    }
    console.log(`permission matrix: ${checked.length} routes × ${CALLERS.length} callers`);
  });

  it('names only actions of the table', () => {
    for (const permission of t.app.routePermissions.values())
      assert.ok(PERMISSION_NAMES.includes(permission), permission);
  });
});

function roleMay(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}
