import type { AdminProduct } from '@storefront/shared/admin';
import { newProduct, productBody } from '../helpers/admin-products';
import { TEST_OWNER } from '../helpers/fixtures';
import { ORIGIN } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

/**
 * Valid requests of the machine translation: the shop pointed at the test's local endpoint
 * (`endpoint`) with a key first, so a translation reaches it; the settings and a prompt saved at
 * the version read (the fuzzer's later copies are stale: 409, nothing written); the key set again; a Polish-only
 * product's texts translated into Ukrainian drafts, and discarded.
 */
export async function adminMachineTranslationRequests(
  t: TestApp,
  owner: string,
  endpoint: string,
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const put = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/machine-translation${url}`,
      headers: { origin: ORIGIN, cookie: owner },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json() as { version: number };
  };
  const key = { apiKey: 'sk-fuzz-key', password: TEST_OWNER.password };
  const { version } = await put('', { endpoint, model: 'gpt-4.1-mini', version: 1 });
  await put('/key', key);
  const product: AdminProduct = await newProduct(t, owner, {
    texts: { pl: productBody().texts.pl! },
  });
  const texts = [{ kind: 'product', id: product.id, field: 'name' }];
  return [
    ['GET /api/v1/admin/machine-translation', get([], owner)],
    [
      'PUT /api/v1/admin/machine-translation',
      send('PUT', { endpoint, model: 'gpt-4.1-nano', version }, owner),
    ],
    ['PUT /api/v1/admin/machine-translation/key', send('PUT', key, owner)],
    [
      'PUT /api/v1/admin/machine-translation/prompts/{name}',
      withParams(
        send('PUT', { text: 'Into {targetLanguage}, from {sourceLanguage}.', version: 1 }, owner),
        { name: 'product' },
      ),
    ],
    ['POST /api/v1/admin/translations/machine', send('POST', { language: 'ua', texts }, owner)],
    [
      'POST /api/v1/admin/translations/drafts/discard',
      send('POST', { texts: [{ ...texts[0], language: 'ua' }] }, owner),
    ],
  ];
}
