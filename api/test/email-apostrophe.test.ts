import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EMAIL_TEMPLATE_KINDS } from '@storefront/shared/admin';
import { wrongUkrainianApostrophes } from '@storefront/shared/core';
import { ACCOUNT_TEXTS } from '../src/services/emails/account-texts';
import { defaultTemplate } from '../src/services/emails/default-templates';
import { ORDER_TEXTS } from '../src/services/emails/order-texts';
import { SHARED_ORDER_TEXTS } from '../src/services/emails/shared-order-texts';

/** Every text of a set of email words, its functions called with stand-ins for what they insert. */
function written(value: unknown): unknown {
  if (typeof value === 'function') return value(...Array.from({ length: value.length }, () => '7'));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, written(child)]));
}

describe('the Ukrainian emails', () => {
  it("write the Ukrainian apostrophe ʼ, never ' or ’", () => {
    const emails = {
      order: written(ORDER_TEXTS.ua),
      names: SHARED_ORDER_TEXTS.ua,
      account: ACCOUNT_TEXTS.ua,
      templates: EMAIL_TEMPLATE_KINDS.map((kind) => defaultTemplate(kind, 'ua')),
    };
    assert.deepEqual(wrongUkrainianApostrophes(emails), []);
    // The check sees the texts: the words of an order's cancellation are among them.
    assert.match(JSON.stringify(emails.templates), /звʼяжіться/);
  });
});
