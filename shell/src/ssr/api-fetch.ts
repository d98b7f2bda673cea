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
  body: Buffer;
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
          body: Buffer.concat(chunks),
        });
      });
    });
    request.end(body ?? undefined);
  });
}

/**
 * An answer as fetch gives it, made cheaply: RTK Query's fetchBaseQuery clones every answer and
 * reads both copies as text, which for a WHATWG Response (a body stream, teed by clone) costs
 * about 0.2 ms of CPU per request. This one keeps the body's bytes, and reading it is decoding
 * them (once per copy, as a Response's body is used once); what it does not do itself (the body
 * as a stream, a Blob, FormData) it leaves to a Response made when asked.
 */
class ApiResponse implements Response {
  readonly type = 'basic' as const;
  readonly ok: boolean;
  readonly #bytes: Buffer | null;
  #used = false;

  constructor(
    bytes: Buffer | null,
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    readonly url: string,
    readonly redirected: boolean,
  ) {
    this.#bytes = bytes;
    this.ok = status >= 200 && status <= 299;
  }

  get bodyUsed(): boolean {
    return this.#used;
  }

  /**
   * The bytes, once: a second read fails, as a Response's does. (A view, maybe of Node's shared
   * pool: what leaves this class is a copy.)
   */
  #take(): Buffer {
    if (this.#used) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#bytes ?? Buffer.alloc(0);
  }

  #response(): Response {
    return new Response(new Uint8Array(this.#take()), {
      status: this.status,
      statusText: this.statusText,
    });
  }

  get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#bytes && this.#response().body;
  }

  clone(): Response {
    if (this.#used) throw new TypeError('Response.clone: Body has already been consumed.');
    const { status, statusText, headers, url, redirected } = this;
    return new ApiResponse(this.#bytes, status, statusText, new Headers(headers), url, redirected);
  }

  async text(): Promise<string> {
    return this.#take().toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.#take()).buffer;
  }

  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(this.#take());
  }

  blob(): Promise<Blob> {
    return this.#response().blob();
  }

  formData(): Promise<FormData> {
    return this.#response().formData();
  }
}

/**
 * fetch for the server's requests to the API (RTK Query's `fetchFn`), over node:http: the same
 * requests and answers (redirects followed, the signal's abort and timeout) at a fraction of the
 * CPU of Node's fetch, which the server pays for every request of every render. It asks for answers
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
    return new ApiResponse(
      NULL_BODY.has(answer.status) || method === 'HEAD' ? null : answer.body,
      answer.status,
      answer.statusText,
      responseHeaders,
      url.href,
      redirects > 0,
    );
  }
}
