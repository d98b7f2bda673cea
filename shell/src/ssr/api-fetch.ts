import http from 'node:http';
import https from 'node:https';

/** Connections to the API are kept open between renders (as fetch keeps them). */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Statuses whose answers have no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);
const MAX_REDIRECTS = 20;

interface Answer {
  status: number;
  statusText: string;
  rawHeaders: string[];
  /** A Buffer of its own memory (Buffer.concat's). */
  body: Uint8Array<ArrayBuffer>;
}

/** One request over node:http, its whole answer read; rejects with the signal's reason. */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | null,
  signal: AbortSignal,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method,
      headers,
      agent: agents[url.protocol as keyof typeof agents],
    });
    const abort = () => {
      request.destroy();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    const done = () => signal.removeEventListener('abort', abort);
    request.on('error', (error) => {
      done();
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => {
        done();
        reject(error);
      });
      response.on('end', () => {
        done();
        resolve({
          status: response.statusCode ?? 0,
          statusText: response.statusMessage ?? '',
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks) as Uint8Array<ArrayBuffer>,
        });
      });
    });
    request.end(body ?? undefined);
  });
}

/**
 * fetch for the server's requests to the API (RTK Query's `fetchFn`), over node:http: the same
 * requests and answers (redirects followed, the signal's abort and timeout) at about half the CPU
 * of Node's fetch, which the server pays for every request of every render. It asks for answers
 * uncompressed (the shell's server and the API share a network; fetch asks for brotli, which the
 * API then spends CPU on and the server again to undo).
 */
export async function apiFetch(info: RequestInfo, init?: RequestInit): Promise<Response> {
  const input = typeof info === 'string' || init ? new Request(info, init) : info;
  let url = new URL(input.url);
  let method = input.method;
  let body = method === 'GET' || method === 'HEAD' ? null : Buffer.from(await input.arrayBuffer());
  const headers = Object.fromEntries(input.headers);
  if (body) headers['content-length'] = String(body.length);
  for (let redirects = 0; ; redirects += 1) {
    const answer = await exchange(url, method, headers, body, input.signal);
    const location = answer.rawHeaders.findIndex(
      (name, index) => index % 2 === 0 && name.toLowerCase() === 'location',
    );
    if (REDIRECTS.has(answer.status) && location >= 0 && redirects < MAX_REDIRECTS) {
      url = new URL(answer.rawHeaders[location + 1]!, url);
      // As fetch does: 303 (and 301, 302 after a POST) go on as a GET without the body.
      if (answer.status === 303 || (answer.status < 303 && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = null;
        delete headers['content-type'];
        delete headers['content-length'];
      }
      continue;
    }
    const responseHeaders = new Headers();
    for (let index = 0; index < answer.rawHeaders.length; index += 2)
      responseHeaders.append(answer.rawHeaders[index]!, answer.rawHeaders[index + 1]!);
    return new Response(NULL_BODY.has(answer.status) || method === 'HEAD' ? null : answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: responseHeaders,
    });
  }
}
