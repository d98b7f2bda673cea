import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  DEFAULT_AI_PROMPTS,
  type MachineTranslateResult,
  type MachineTranslationView,
  type TranslationPage,
} from '@storefront/shared/admin';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../scripts/fake-chat-completions.mjs';
import { auditLog, machineTranslationSettings, translationDrafts } from '../src/db/schema';
import { loadSecretsKey, open, seal } from '../src/secrets';
import { formOf, newProduct, productBody, saveProduct } from './helpers/admin-products';
import { TEST_OWNER } from './helpers/fixtures';
import { ORIGIN } from './helpers/orders';
import { signIn, signedInUser } from './helpers/users';
import { createTestApp, type TestApp } from './helpers/test-app';

const API_KEY = `sk-test-${randomUUID()}`;

describe('machine translation: the owner’s endpoint and key, drafts a person accepts', () => {
  let t: TestApp;
  let fake: FakeChatCompletions;
  let owner: string;
  let admin: string;
  const lines: string[] = [];
  const answers: string[] = [];

  before(async () => {
    fake = await startFakeChatCompletions({ marker: '[ua]' });
    t = await createTestApp(
      {
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT: '1000',
        SECRETS_KEY: randomBytes(32).toString('base64'),
        MACHINE_TRANSLATION_TIMEOUT_SECONDS: '1',
        MACHINE_TRANSLATION_RATE_LIMIT: '1000',
      },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
    admin = (await signedInUser(t, 'ADMIN')).cookie;
  });
  after(async () => {
    await t.close();
    await fake.stop();
  });

  /** Every answer is kept, so the last test can look for the key in all of them. */
  const send = async (options: InjectOptions & { cookie?: string }) => {
    const { cookie = owner, ...rest } = options;
    const response = await t.app.inject({
      ...rest,
      headers: { origin: ORIGIN, cookie, ...rest.headers },
    });
    answers.push(JSON.stringify(response.headers) + response.body);
    return response;
  };
  const settings = async () =>
    (await send({ url: '/api/v1/admin/machine-translation' })).json() as MachineTranslationView;
  const configure = async (body: object, cookie = owner) =>
    send({ method: 'PUT', url: '/api/v1/admin/machine-translation', payload: body, cookie });
  const setKey = (apiKey: string | null, password: string = TEST_OWNER.password, cookie = owner) =>
    send({
      method: 'PUT',
      url: '/api/v1/admin/machine-translation/key',
      payload: { apiKey, password },
      cookie,
    });
  const translate = (productId: string, language = 'ua', cookie = admin) =>
    send({
      method: 'POST',
      url: '/api/v1/admin/translations/machine',
      payload: {
        language,
        texts: [
          { kind: 'product', id: productId, field: 'name' },
          { kind: 'product', id: productId, field: 'description' },
        ],
      },
      cookie,
    });
  const list = async (productId: string) =>
    (
      await send({
        url: `/api/v1/admin/translations?record=${productId}&language=ua`,
        cookie: admin,
      })
    ).json() as TranslationPage;
  const draftsOf = (productId: string) =>
    t.db.select().from(translationDrafts).where(eq(translationDrafts.recordId, productId));
  const polishOnly = () => newProduct(t, admin, { texts: { pl: productBody().texts.pl! } });

  it('starts with no endpoint and no key, the default model and prompts', async () => {
    const view = await settings();
    assert.equal(view.endpoint, null);
    assert.equal(view.model, 'gpt-4.1-mini');
    assert.equal(view.apiKey, 'none');
    assert.equal(view.keyStorage, true);
    assert.deepEqual(
      view.prompts.map((prompt) => [prompt.name, prompt.text, prompt.changed, prompt.version]),
      Object.entries(DEFAULT_AI_PROMPTS).map(([name, text]) => [name, text, false, 1]),
    );
  });

  it('without an endpoint says AI_SERVICE_NOT_CONFIGURED, and keeps nothing', async () => {
    const product = await polishOnly();
    const refused = await translate(product.id);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'AI_SERVICE_NOT_CONFIGURED');
    assert.equal((await draftsOf(product.id)).length, 0);
    assert.equal(fake.requests.length, 0, 'nothing left the shop');
  });

  it('lets the owner alone set the endpoint and model, at the version read', async () => {
    const { version } = await settings();
    const body = { endpoint: fake.url, model: 'gpt-4.1-nano-2025-04-14', version };
    assert.equal((await configure(body, admin)).statusCode, 403);
    const badModel = await configure({ ...body, model: 'gpt-3.5-turbo' });
    assert.equal(badModel.statusCode, 400);
    const badUrl = await configure({ ...body, endpoint: 'http://user:secret@127.0.0.1/v1' });
    assert.equal(badUrl.statusCode, 400, 'no credentials in the address');
    const saved = await configure(body);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().endpoint, fake.url);
    assert.equal(saved.json().version, version + 1);
    const stale = await configure({ ...body, model: 'o4-mini' });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
  });

  it('without a key says AI_SERVICE_NO_API_KEY', async () => {
    const product = await polishOnly();
    const refused = await translate(product.id);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'AI_SERVICE_NO_API_KEY');
    assert.equal(fake.requests.length, 0);
  });

  it('sets the key with the owner’s password again, sealed at rest, answered only as set', async () => {
    assert.equal((await setKey(API_KEY, TEST_OWNER.password, admin)).statusCode, 403);
    const wrong = await setKey(API_KEY, 'not-the-password');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'USER_PASSWORD_INCORRECT');
    assert.equal((await settings()).apiKey, 'none');
    const saved = await setKey(API_KEY);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().apiKey, 'set');
    const [row] = await t.db.select().from(machineTranslationSettings);
    assert.ok(row!.sealedApiKey!.startsWith('v1.'));
    assert.ok(!row!.sealedApiKey!.includes(API_KEY), 'the key is not stored in the clear');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'machine-translation.key.set'));
    assert.equal(audit.length, 1);
    assert.deepEqual((audit[0]!.after as { apiKey: string }).apiKey, 'set');
    assert.ok(!JSON.stringify(audit).includes(API_KEY));
  });

  it('translates a product’s texts into drafts, which a save accepts like any text', async () => {
    const product = await polishOnly();
    const pl = product.texts.pl!;
    const before = await list(product.id);
    assert.deepEqual(before.counts.ua!.product, { missing: 2, outdated: 0 });

    const answered = await translate(product.id);
    assert.equal(answered.statusCode, 200, answered.body);
    const { drafts } = answered.json() as MachineTranslateResult;
    assert.deepEqual(
      drafts.map((draft) => [draft.field, draft.language, draft.text, draft.model]),
      [
        ['name', 'ua', `[ua] ${pl.name}`, 'gpt-4.1-nano-2025-04-14'],
        ['description', 'ua', `[ua] ${pl.description}`, 'gpt-4.1-nano-2025-04-14'],
      ],
    );

    // What left the shop: the texts and the prompt, to the endpoint, with the key.
    const sent = fake.requests.slice(-2);
    for (const request of sent) {
      assert.equal(request.url, '/v1/chat/completions');
      assert.equal(request.headers.authorization, `Bearer ${API_KEY}`);
      assert.equal(request.body!.model, 'gpt-4.1-nano-2025-04-14');
      const [system, user] = request.body!.messages!;
      assert.equal(system!.role, 'system');
      assert.match(system!.content, /from Polish into Ukrainian/);
      assert.equal(user!.role, 'user');
    }
    assert.deepEqual(
      sent.map((request) => request.body!.messages![1]!.content).sort(),
      [pl.description, pl.name].sort(),
    );

    // Drafts only: the texts are still missing, the drafts beside them.
    const drafted = await list(product.id);
    assert.deepEqual(drafted.counts.ua!.product, { missing: 2, outdated: 0 });
    assert.deepEqual(
      drafted.items.map((item) => [item.field, item.text, item.draft?.text]),
      [
        ['name', '', `[ua] ${pl.name}`],
        ['description', '', `[ua] ${pl.description}`],
      ],
    );

    const accepted = await send({
      method: 'POST',
      url: '/api/v1/admin/translations',
      cookie: admin,
      payload: {
        texts: drafted.items.map((item) => ({
          kind: 'product',
          id: item.id,
          field: item.field,
          language: item.language,
          text: item.draft!.text,
          version: item.version,
        })),
      },
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const after = await list(product.id);
    assert.deepEqual(after.counts.ua!.product, { missing: 0, outdated: 0 });
    assert.equal((await draftsOf(product.id)).length, 0, 'an accepted draft is done with');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, product.id));
    assert.ok(entries.some((entry) => entry.action === 'product.translate'));
  });

  it('leaves out a draft of a main text that has changed since, and discards drafts', async () => {
    const product = await polishOnly();
    assert.equal((await translate(product.id)).statusCode, 200);
    const form = formOf(product);
    const renamed = await saveProduct(t, admin, product.id, {
      ...form,
      texts: { pl: { ...form.texts.pl!, name: 'Inny czajnik' } },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const items = (await list(product.id)).items;
    assert.equal(items.find((item) => item.field === 'name')!.draft, null);
    assert.ok(items.find((item) => item.field === 'description')!.draft);
    const discarded = await send({
      method: 'POST',
      url: '/api/v1/admin/translations/drafts/discard',
      cookie: admin,
      payload: {
        texts: ['name', 'description'].map((field) => ({
          kind: 'product',
          id: product.id,
          field,
          language: 'ua',
        })),
      },
    });
    assert.equal(discarded.statusCode, 200, discarded.body);
    assert.equal(discarded.json().discarded, 2);
    assert.equal((await draftsOf(product.id)).length, 0);
  });

  for (const [behaviour, status, what] of [
    ['error', 502, 'fails with 500'],
    ['hang', 504, 'does not answer in time'],
    ['malformed', 502, 'answers malformed JSON'],
    ['no-choices', 502, 'answers a completion without a choice'],
  ] as const)
    it(`answers AI_SERVICE_ERROR (${status}) when the endpoint ${what}, and keeps nothing`, async () => {
      const product = await polishOnly();
      fake.behave(behaviour);
      try {
        const refused = await translate(product.id);
        assert.equal(refused.statusCode, status, refused.body);
        assert.equal(refused.json().code, 'AI_SERVICE_ERROR');
      } finally {
        fake.behave('translate');
      }
      assert.equal((await draftsOf(product.id)).length, 0);
      // Nothing else breaks: the page lists the texts, and a translation works again.
      assert.equal((await list(product.id)).counts.ua!.product.missing, 2);
      assert.equal((await translate(product.id)).statusCode, 200);
    });

  it('sends the prompt as changed, names unknown prompts, and resets one to its default', async () => {
    const { version } = (await settings()).prompts.find((item) => item.name === 'product')!;
    const prompt = (name: string, text: string | null, at = version, cookie = admin) =>
      send({
        method: 'PUT',
        url: `/api/v1/admin/machine-translation/prompts/${name}`,
        payload: { text, version: at },
        cookie,
      });
    const unknown = await prompt('brand', 'Into {targetLanguage}.');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'AI_PROMPT_NOT_FOUND');
    const noTarget = await prompt('product', 'Translate this.');
    assert.equal(noTarget.statusCode, 400);
    const stranger = await prompt('product', 'Into {targetLanguage} for {price}.');
    assert.equal(stranger.statusCode, 400);

    const changed = await prompt(
      'product',
      'Shop texts into {targetLanguage}, from {sourceLanguage}.',
    );
    assert.equal(changed.statusCode, 200, changed.body);
    const view = changed.json() as MachineTranslationView;
    assert.deepEqual(
      view.prompts.find((item) => item.name === 'product'),
      {
        name: 'product',
        text: 'Shop texts into {targetLanguage}, from {sourceLanguage}.',
        changed: true,
        version: version + 1,
      },
    );
    const stale = await prompt('product', 'Into {targetLanguage}.');
    assert.equal(stale.statusCode, 409, 'a prompt is saved at the version read');
    const product = await polishOnly();
    assert.equal((await translate(product.id, 'ru')).statusCode, 200);
    assert.equal(
      fake.requests.at(-1)!.body!.messages![0]!.content,
      'Shop texts into Russian, from Polish.',
    );
    const reset = await prompt('product', null, version + 1);
    assert.equal(reset.statusCode, 200);
    assert.deepEqual(
      (reset.json() as MachineTranslationView).prompts.find((item) => item.name === 'product'),
      { name: 'product', text: DEFAULT_AI_PROMPTS.product, changed: false, version: version + 2 },
    );
  });

  it('refuses the main language, a language outside the shop and a record that is not there', async () => {
    const product = await polishOnly();
    const main = await translate(product.id, 'pl');
    assert.equal(main.statusCode, 400);
    const nowhere = await translate(randomUUID());
    assert.equal(nowhere.statusCode, 404);
    assert.equal(nowhere.json().code, 'PRODUCT_NOT_FOUND');
  });

  it('says the key is unreadable when sealed under another SECRETS_KEY, and removes it', async () => {
    const other = seal(randomBytes(32), 'machine-translation.api-key', 'sk-other');
    await t.db.update(machineTranslationSettings).set({ sealedApiKey: other });
    assert.equal((await settings()).apiKey, 'unreadable');
    const product = await polishOnly();
    const refused = await translate(product.id);
    assert.equal(refused.json().code, 'AI_SERVICE_NO_API_KEY');
    const removed = await setKey(null);
    assert.equal(removed.json().apiKey, 'none');
    assert.equal((await setKey(API_KEY)).json().apiKey, 'set');
  });

  it('never tells the key: no answer and no line of the log holds it', async () => {
    // A refused body holding it (no password) is not logged either.
    const refused = await send({
      method: 'PUT',
      url: '/api/v1/admin/machine-translation/key',
      payload: { apiKey: API_KEY },
    });
    assert.equal(refused.statusCode, 400);
    fake.behave('error');
    const product = await polishOnly();
    assert.equal((await translate(product.id)).statusCode, 502);
    fake.behave('translate');
    assert.ok(lines.length > 10, 'the log was captured');
    assert.ok(
      lines.some((line) => line.includes('machine translation failed')),
      'a failure is logged',
    );
    for (const line of lines) assert.ok(!line.includes(API_KEY), `the log holds the key: ${line}`);
    for (const answer of answers) assert.ok(!answer.includes(API_KEY), 'an answer holds the key');
  });
});

describe('machine translation on a server without SECRETS_KEY', () => {
  let t: TestApp;
  let owner: string;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', MACHINE_TRANSLATION_RATE_LIMIT: '2' });
    owner = await signIn(t, TEST_OWNER.email, TEST_OWNER.password);
  });
  after(() => t.close());

  it('keeps no key, and says so', async () => {
    const view = await t.app.inject({
      url: '/api/v1/admin/machine-translation',
      headers: { cookie: owner },
    });
    assert.equal(view.json().keyStorage, false);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/machine-translation/key',
      headers: { cookie: owner, origin: ORIGIN },
      payload: { apiKey: API_KEY, password: TEST_OWNER.password },
    });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'AI_SERVICE_NOT_CONFIGURED');
  });

  it('limits the translations a staff member asks for', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/translations/machine',
        headers: { cookie: owner, origin: ORIGIN },
        payload: { language: 'ua', texts: [{ kind: 'product', id: randomUUID(), field: 'name' }] },
      });
    assert.equal((await ask()).statusCode, 409);
    assert.equal((await ask()).statusCode, 409);
    assert.equal((await ask()).statusCode, 429);
  });
});

describe('the secrets key', () => {
  it('is made once in development, at SECRETS_KEY_FILE, readable by its owner alone, and said in the log', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-'));
    try {
      const file = path.join(dir, 'nested', 'secrets.key');
      const said: string[] = [];
      const config = { NODE_ENV: 'development' as const, SECRETS_KEY_FILE: file };
      const first = await loadSecretsKey(config, (line) => said.push(line));
      const again = await loadSecretsKey(config, (line) => said.push(line));
      assert.ok(first && again && first.equals(again), 'the same key on the next start');
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      assert.equal(said.length, 1);
      assert.match(said[0]!, /made a development secret/);
      const sealed = seal(first, 'purpose', 'sk-1');
      assert.equal(open(again, 'purpose', sealed), 'sk-1');
      assert.equal(open(again, 'another purpose', sealed), null, 'bound to its purpose');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has no fallback in production: without SECRETS_KEY there is none, and the log says so', async () => {
    const said: string[] = [];
    const key = await loadSecretsKey(
      { NODE_ENV: 'production', SECRETS_KEY_FILE: '/nonexistent/secrets.key' },
      (line) => said.push(line),
    );
    assert.equal(key, null);
    assert.match(said.join(), /SECRETS_KEY is not set/);
    const given = await loadSecretsKey(
      { NODE_ENV: 'production', SECRETS_KEY: 'x'.repeat(32), SECRETS_KEY_FILE: '' },
      () => {},
    );
    assert.equal(given!.length, 32);
  });
});
