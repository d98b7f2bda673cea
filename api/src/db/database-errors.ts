/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Drizzle
 * wraps the driver's error (node-postgres or PGlite, both carry `code` and `constraint`) in its
 * own, so the causes are searched too.
 */
export function uniqueViolationOf(error: unknown): string | null {
  const violation = causeWithCode(error, '23505') as { constraint?: unknown } | null;
  if (!violation) return null;
  return typeof violation.constraint === 'string' ? violation.constraint : '';
}

/** The error or cause of it with SQLSTATE `code` (Drizzle wraps the driver's error), or null. */
export function causeWithCode(error: unknown, ...codes: string[]): Error | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return current;
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
