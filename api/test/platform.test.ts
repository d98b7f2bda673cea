import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, onPostgres, type TestApp } from './helpers/test-app';

describe('platform routes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('GET /api/v1/config gives languages, defaults and limits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      apiVersion: '1',
      languages: ['en', 'pl', 'ru', 'ua'],
      defaultLanguage: 'en',
      defaultCurrency: 'PLN',
      pagination: { defaultPage: 1, defaultLimit: 20, maxLimit: 100 },
      password: { minLength: 8, maxLength: 128 },
      contact: { messageMaxLength: 2000 },
    });
  });

  it('GET /api/v1/health reports the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
    assert.equal(response.json().database, onPostgres ? 'postgres' : 'pglite');
  });

  it('serves the OpenAPI document and its explorer at /api/v1/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    assert.equal(json.statusCode, 200);
    const paths = Object.keys(json.json().paths);
    for (const route of [
      '/api/v1/store',
      '/api/v1/config',
      '/api/v1/contact-us',
      '/api/v1/health',
    ]) {
      assert.ok(paths.includes(route), `${route} is not documented`);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
  });
});
