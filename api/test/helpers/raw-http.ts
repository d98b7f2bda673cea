import http from 'node:http';
import { ORIGIN } from './orders';

export interface Answer {
  /** The HTTP status, or 0 when the connection failed (refused, reset, closed). */
  status: number;
  body: { id?: string; code?: string; email?: string } | null;
  cookie?: string;
  startedAt: number;
}

/**
 * One request on a connection of its own (no keep-alive agent), as separate shoppers would send
 * it, with the shop's Origin; `from` is the shopper's address, passed as X-Forwarded-For as the
 * shell does. A failed connection is an answer with status 0, never a rejection.
 */
export function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const startedAt = Date.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const request = http.request(
      `${base}/api/v1/${path}`,
      {
        method,
        agent: false,
        headers: {
          origin: ORIGIN,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.from ? { 'x-forwarded-for': options.from } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', () => resolve({ status: 0, body: null, startedAt }));
        response.on('end', () => {
          let body = null;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: a balancer's own error page.
          }
          const cookie = response.headers['set-cookie']?.[0]?.split(';')[0];
          resolve({ status: response.statusCode!, body, cookie, startedAt });
        });
      },
    );
    request.on('error', () => resolve({ status: 0, body: null, startedAt }));
    request.end(payload);
  });
}

/** How many answers had each status (and error code). */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = `${answer.status}${answer.body?.code ? ` ${answer.body.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** A shopper's address of its own for request `n` (each address has its own rate limits). */
export const shopper = (n: number, network = 10) => `${network}.0.${n >> 8}.${n & 255}`;
