import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Role } from '@storefront/shared/core';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/services/accounts/passwords';
import { sessionCookieOf, type TestApp } from './test-app';

/** Signs in and answers the session cookie, ready for a Cookie header. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  assert.equal(response.statusCode, 200);
  return sessionCookieOf(response);
}

/** A new user with a role, signed in: their id, email and session cookie. */
export async function signedInUser(t: TestApp, role: Role, email = `${randomUUID()}@example.com`) {
  const password = 'user-password-2026';
  const [user] = await t.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), role })
    .returning({ id: users.id });
  return { id: user!.id, email, password, cookie: await signIn(t, email, password) };
}
