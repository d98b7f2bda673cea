import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';

/**
 * Fields of an error that carry the values of a query: a failed insert's parameters are a
 * customer's email, phone, address or password hash, and PostgreSQL's `detail` repeats them
 * ("Key (email)=(...) already exists").
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'values', 'where']);

/** Drizzle writes a failed query's parameters into the message (and so the stack) too. */
const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

function scrub(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 4) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (VALUE_FIELDS.has(key)) record[key] = '[redacted]';
    else if (typeof record[key] === 'string' && (key === 'message' || key === 'stack'))
      record[key] = withoutParams(record[key] as string);
    else if (typeof record[key] === 'object') record[key] = scrub(record[key], depth + 1);
  }
  return record;
}

/** Errors as pino logs them, less the values of the queries they are about (their causes too). */
export const errorSerializer = (error: Error) => scrub(stdSerializers.errWithCause(error));

/**
 * The API's logger: what a person sent never reaches the log. Cookies and authorization headers
 * are redacted, errors lose their queries' values, and nothing logs request bodies; should any
 * line carry an object with the machine translation's API key (`apiKey`), it is redacted too.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      'apiKey',
      '*.apiKey',
    ],
    serializers: { err: errorSerializer },
  };
}

export type { DestinationStream };
