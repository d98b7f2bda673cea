import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding, Page } from './page-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A kept page's body in each encoding, made once when the page is kept (on libuv's threads, not
 * the event loop): compressing a page again for every request would cost a hit more than all the
 * rest of it. Brotli harder than an answer made per request (level 5: a product page of 57 KB in
 * 15.1 KB, against 17.2 KB at the per-request level 2), since every hit sends these bytes.
 */
export async function encodingsOf(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipped(body),
  ]);
  return { br, gzip: gz };
}

/**
 * The encoding an Accept-Encoding header takes, br or gzip, by its q-values (br on a tie); null:
 * neither (the body goes as it is).
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.map((parameter) => /^q=([\d.]+)$/.exec(parameter)?.[1]).find(Boolean);
    if (name) weights.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = weight('br') >= weight('gzip') ? 'br' : 'gzip';
  return weight(best) > 0 ? best : null;
}

/** A kept page as a request takes it: in the encoding it accepts when the page has it. */
export function inAcceptedEncoding(page: Page, acceptEncoding: string | undefined): Page {
  const encoding = acceptedEncoding(acceptEncoding);
  const body = encoding && page.encoded?.[encoding];
  if (!encoding || !body) return page;
  return { ...page, headers: { ...page.headers, 'Content-Encoding': encoding }, body };
}
