import type { PGlite } from '@electric-sql/pglite';
import { escapeLiteral } from 'pg';

/** How many reads stay prepared; past it the least recently used one is let go. */
const MAX_STATEMENTS = 200;
const READ = /^\s*(select|with)\b/i;
/** A statement let go meanwhile (26000), or one whose result changed shape with a migration (0A000). */
const STALE = new Set(['26000', '0A000']);

/**
 * A value as an SQL literal for EXECUTE's arguments, quoted so that PostgreSQL gives it the
 * parameter's type; undefined for what is not simply written (objects, nested arrays).
 */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return escapeLiteral(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return escapeLiteral(String(value));
  if (typeof value === 'number')
    return Number.isFinite(value) ? escapeLiteral(String(value)) : undefined;
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' || typeof item === 'number')
  ) {
    const items = value.map((item) => `"${String(item).replace(/[\\"]/g, '\\$&')}"`);
    return escapeLiteral(`{${items.join(',')}}`);
  }
  return undefined;
}

/**
 * PGlite whose reads are prepared once and then executed by name, as node-postgres does with
 * named statements: PGlite parses and plans every query anew, and for the catalog's statements
 * that costs several times what running them does. PGlite takes no parameters for EXECUTE, so the
 * values go in as quoted literals (escaped by pg's escapeLiteral). Writes, transactions and
 * whatever cannot be prepared run as before.
 */
export function withPreparedReads(client: PGlite): PGlite {
  const names = new Map<string, Promise<string | null>>();
  let made = 0;

  const forget = async (name: string | null) => {
    if (name) await client.query(`deallocate ${name}`).catch(() => {});
  };

  const nameOf = (text: string): Promise<string | null> => {
    const known = names.get(text);
    if (known) {
      names.delete(text);
      names.set(text, known);
      return known;
    }
    const name = `pglite_read_${++made}`;
    const prepared = client.query(`prepare ${name} as ${text}`).then(
      () => name,
      // A statement whose parameters' types PostgreSQL cannot tell runs unprepared.
      () => null,
    );
    names.set(text, prepared);
    if (names.size > MAX_STATEMENTS) {
      const [oldest, old] = names.entries().next().value!;
      names.delete(oldest);
      void old.then((oldName) => forget(oldName));
    }
    return prepared;
  };

  const query: PGlite['query'] = async (text, params = [], options) => {
    if (!READ.test(text)) return client.query(text, params, options);
    const literals = params.map(literalOf);
    const name = literals.includes(undefined) ? null : await nameOf(text);
    if (!name) return client.query(text, params, options);
    const args = literals.length ? `(${literals.join(', ')})` : '';
    try {
      return await client.query(`execute ${name}${args}`, [], options);
    } catch (error) {
      if (!STALE.has((error as { code?: string }).code ?? '')) throw error;
      // Let go since (the least recently used), or its table changed shape since: prepared anew next time.
      names.delete(text);
      await forget(name);
      return client.query(text, params, options);
    }
  };

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
