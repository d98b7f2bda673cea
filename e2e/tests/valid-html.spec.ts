import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LANGUAGES, ROUTES } from '@storefront/shared/core';
import { expect, test } from '../fixtures/test';
import { signedInCustomer } from '../fixtures/account';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * The server HTML of every page type (every declared route, and a page that does not exist) in
 * every language passes the W3C Nu HTML Checker (vnu.jar, run offline with the machine's Java) with
 * no error. Private pages are fetched as a signed-in customer, so their layout is the one a
 * customer gets.
 */

// vnu-jar is CommonJS: its export is the checker's path.
const VNU_JAR = createRequire(import.meta.url)('vnu-jar') as string;
const run = promisify(execFile);

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** A page's path after the language, its parameters filled with things that exist. */
function pathOf(routePath: string, productId: string): string {
  return routePath
    .replace(':category', DEMO_CATEGORY)
    .replace(':slug', DEMO_PRODUCT)
    .replace(':productId', productId)
    .replace(/:[a-zA-Z]+Id/g, '00000000-0000-4000-8000-000000000000');
}

test('the server HTML of every page type in every language has no HTML error', async ({
  context,
  request,
}) => {
  test.slow();
  await signedInCustomer(context, 'en', 'valid-html');
  const product = await (await request.get(`/api/v1/product/${DEMO_PRODUCT}?lang=en`)).json();
  const paths = [
    ...ROUTES.filter((route) => route.name !== 'not-found').map((route) =>
      pathOf(route.path, product.id as string),
    ),
    'catalog?q=tea',
    'no-such-page',
  ];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'valid-html-'));
  try {
    const files = new Map<string, string>();
    for (const lang of LANGUAGES) {
      for (const page of paths) {
        const url = `/${lang}${page ? `/${page}` : ''}`;
        const response = await context.request.get(url);
        expect(response.status(), url).toBeLessThan(500);
        const file = path.join(folder, `${files.size}.html`);
        await writeFile(file, await response.text());
        files.set(`file:${file}`, url);
      }
    }
    // Exit code 1 when it finds errors; the JSON report on stderr says which.
    const result = await run(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', folder],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
    const errors = messages.map(
      (message) =>
        `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message}` +
        (message.extract ? ` in ${JSON.stringify(message.extract.trim())}` : ''),
    );
    expect(errors).toEqual([]);
    expect(files.size).toBe(LANGUAGES.length * paths.length);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
