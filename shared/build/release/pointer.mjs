// live.json, the pointer to a remote's live release (see docs/releasing-a-remote.md), and how
// promote and rollback move it. Pure functions: the store writes what they return, under its lock.
import { ReleaseError } from './errors.mjs';
import { isReleaseId } from './release-id.mjs';

/**
 * @typedef {{ release: string, action: 'promote' | 'rollback', at: string }} HistoryEntry
 * @typedef {{ release: string, previous: string | null, promotedAt: string, stack: string[],
 *   history: HistoryEntry[] }} Live
 */

export const HISTORY_LIMIT = 50;

/**
 * live.json's value, checked: a pointer a reader cannot follow is reported, not guessed at.
 * @param {unknown} value
 * @param {string} where
 * @returns {Live}
 */
export function checkedLive(value, where) {
  const live = /** @type {Partial<Live>} */ (value);
  const ok =
    isReleaseId(live?.release) &&
    Array.isArray(live?.stack) &&
    live.stack.every(isReleaseId) &&
    live.stack.at(-1) === live.release &&
    Array.isArray(live?.history);
  if (!ok) {
    throw new ReleaseError(
      'corrupt',
      `${where} is not a live pointer (a release id whose stack ends with it): fix or remove it by hand`,
    );
  }
  return /** @type {Live} */ (live);
}

/**
 * The release a rollback goes back to: the one live before the live one.
 * @param {Live | null} live
 */
export const previousOf = (live) => live?.stack.at(-2) ?? null;

/**
 * Refuses to move the pointer when the caller's idea of what is live is out of date.
 * @param {Live | null} live
 * @param {string | undefined} expect
 */
export function checkExpected(live, expect) {
  if (expect === undefined || expect === (live?.release ?? null)) return;
  throw new ReleaseError(
    'conflict',
    `conflict: expected ${expect} to be live, but ${live ? live.release : 'no release'} is`,
  );
}

/**
 * @param {string[]} stack
 * @param {HistoryEntry[]} history
 * @param {HistoryEntry} entry
 * @returns {Live}
 */
const pointing = (stack, history, entry) => ({
  release: entry.release,
  previous: stack.at(-2) ?? null,
  promotedAt: entry.at,
  stack,
  history: [...history, entry].slice(-HISTORY_LIMIT),
});

/**
 * The pointer once `id` is promoted: pushed on the stack. A release promoted again moves to the
 * top rather than standing twice, so a rollback always goes to another release.
 * @param {Live | null} live
 * @param {string} id
 * @param {string} at
 */
export function promoted(live, id, at) {
  const stack = [...(live?.stack ?? []).filter((release) => release !== id), id];
  return pointing(stack, live?.history ?? [], { release: id, action: 'promote', at });
}

/**
 * The pointer once the live release is rolled back: popped off the stack.
 * @param {Live} live
 * @param {string} at
 */
export function rolledBack(live, at) {
  const stack = live.stack.slice(0, -1);
  const release = /** @type {string} */ (stack.at(-1));
  return pointing(stack, live.history, { release, action: 'rollback', at });
}

/**
 * The pointer without releases that are no longer kept.
 * @param {Live} live
 * @param {Set<string>} pruned
 * @returns {Live}
 */
export const withoutPruned = (live, pruned) => ({
  ...live,
  stack: live.stack.filter((release) => !pruned.has(release)),
});
