// The ways a release command can fail, each with its exit code (what CI branches on) and its HTTP
// status (what a store behind a URL answers), so the folder store, the server and the CLI speak of
// one failure the same way.

/**
 * @typedef {'conflict' | 'gate' | 'not-found' | 'corrupt' | 'invalid' | 'no-previous' | 'locked'
 *   | 'unauthorized' | 'too-large' | 'failed'} ReleaseErrorCode
 */

/** @type {Record<ReleaseErrorCode, number>} */
const HTTP_STATUS = {
  conflict: 409,
  gate: 422,
  'not-found': 404,
  corrupt: 409,
  invalid: 422,
  'no-previous': 409,
  locked: 503,
  unauthorized: 401,
  'too-large': 413,
  failed: 500,
};

export class ReleaseError extends Error {
  /**
   * @param {ReleaseErrorCode} code
   * @param {string} message one line that says what happened and what to do
   * @param {string[]} [details] more lines (the gate's problems)
   */
  constructor(code, message, details = []) {
    super(message);
    this.name = 'ReleaseError';
    this.code = code;
    this.details = details;
  }

  get status() {
    return HTTP_STATUS[this.code];
  }

  /** The documented exit codes: 2 conflict, 3 refused by the gate, 1 anything else. */
  get exitCode() {
    if (this.code === 'conflict') return 2;
    if (this.code === 'gate') return 3;
    return 1;
  }

  /** The JSON a store behind a URL answers with. */
  toJSON() {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }

  /**
   * The error a store behind a URL answered, as it was thrown there.
   * @param {unknown} body
   * @param {string} fallback said when the body is not an error of ours (a proxy's page)
   */
  static fromBody(body, fallback) {
    const error =
      /** @type {{ error?: { code?: string, message?: string, details?: string[] } }} */ (body)
        ?.error;
    const code = /** @type {ReleaseErrorCode} */ (
      error?.code && error.code in HTTP_STATUS ? error.code : 'failed'
    );
    return new ReleaseError(code, error?.message ?? fallback, error?.details ?? []);
  }
}

/**
 * Tells a person what failed, with the details, and sets the exit code; anything that is not a
 * ReleaseError is a bug and is thrown on, with its stack.
 * @param {unknown} error
 */
export function reportFailure(error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  for (const detail of error.details) console.error(`  - ${detail}`);
  process.exitCode = error.exitCode;
}

/**
 * The short reason of a failed read or request: `ENOENT`, `ECONNREFUSED`, a timeout...
 * @param {unknown} error
 */
export function failureReason(error) {
  const { code, cause, message } =
    /** @type {{ code?: string, cause?: { code?: string, message?: string }, message?: string }} */ (
      error
    );
  return code ?? cause?.code ?? cause?.message ?? message ?? String(error);
}
