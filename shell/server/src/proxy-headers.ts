import type { IncomingHttpHeaders } from 'node:http';

/** Headers about one connection (RFC 9110, 7.6.1): the API's to the shell, not the visitor's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection'];

/**
 * The API's answer headers without those about the API's connection to the shell: the visitor's
 * connection is the shell's to keep or close (`Connection: close` closes it after the answer, as
 * on every other route), never the API's `keep-alive`.
 */
export function withoutConnectionHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.includes(name.toLowerCase()) && !named.includes(name.toLowerCase()),
    ),
  );
}
