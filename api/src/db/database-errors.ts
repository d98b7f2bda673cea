/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Drizzle
 * wraps the driver's error (node-postgres or PGlite, both carry `code` and `constraint`) in its
 * own, so the causes are searched too.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** What `insert` gives, or null when it broke the unique constraint `constraint`. */
export async function unlessTaken<T>(constraint: string, insert: Promise<T>): Promise<T | null> {
  try {
    return await insert;
  } catch (error) {
    if (uniqueViolationOf(error) === constraint) return null;
    throw error;
  }
}
