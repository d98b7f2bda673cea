import { randomUUID } from 'node:crypto';
import type { StoreDiscount } from '@storefront/shared/core';
import type { RegisterInput } from '@storefront/shared/schemas';
import { desc, eq } from 'drizzle-orm';
import { emailOutbox, stores } from '../../src/db/schema';
import { ORIGIN } from './orders';
import type { TestApp } from './test-app';

export const FOREIGN_ORIGIN = 'https://evil.example';

/** A registration form, with a fresh email unless one is given. */
export const registration = (extra: Partial<RegisterInput> = {}): RegisterInput => ({
  email: `${randomUUID()}@example.com`,
  password: 'a long enough password',
  firstName: 'Anna',
  lastName: 'Kowalska',
  ...extra,
});

/** A state-changing request as the shell sends it: the shop's Origin, the cookie if any. */
export function send(
  t: TestApp,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; cookie?: string; origin?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      origin: options.origin ?? ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

export function read(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });
}

export const register = (t: TestApp, form: RegisterInput, cookie?: string) =>
  send(t, 'POST', 'auth/register', { payload: form, cookie });

/** Sets the store's registration discount. */
export async function setRegistrationDiscount(
  t: TestApp,
  registration: StoreDiscount['registration'],
) {
  await t.db.update(stores).set({ discount: { registration } });
}

/** The emails queued for an address, newest first. */
export function emailsTo(t: TestApp, recipient: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, recipient))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The token of the reset link in an email's text. */
export function resetTokenIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the email');
  const token = new URL(link).searchParams.get('reset-token');
  if (!token) throw new Error(`no reset token in ${link}`);
  return token;
}
