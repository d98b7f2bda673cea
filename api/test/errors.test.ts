import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ERROR_CODES } from '@storefront/shared/core';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('the error format', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const isCatalogueError = (body: Record<string, unknown>, statusCode: number) => {
    assert.equal(body.statusCode, statusCode);
    assert.ok(
      (ERROR_CODES as readonly string[]).includes(String(body.code)),
      `unknown code ${String(body.code)}`,
    );
    assert.equal(typeof body.message, 'string');
  };

  it('answers an unknown route with 404 ENTITY_NOT_FOUND', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    assert.equal(response.statusCode, 404);
    isCatalogueError(response.json(), 404);
    assert.equal(response.json().code, 'ENTITY_NOT_FOUND');
  });

  it('answers malformed JSON with 400 ENTITY_BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    assert.equal(response.statusCode, 400);
    isCatalogueError(response.json(), 400);
    assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
  });

  it('answers a schema violation with 400, the code and the fields at fault', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      payload: { name: 'A' },
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    isCatalogueError(body, 400);
    assert.equal(body.fields.name, 'name_too_short');
    assert.ok(body.fields.email);
    assert.ok(body.fields.message);
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Eve', email: 'eve@example.com', message: 'A message from elsewhere.' },
    });
    assert.equal(response.statusCode, 403);
    isCatalogueError(response.json(), 403);
    assert.equal(response.json().code, 'ENTITY_FORBIDDEN_ACTION');
  });
});
