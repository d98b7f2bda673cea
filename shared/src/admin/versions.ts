import type { StaffRole } from './permissions';

/**
 * What a save over a newer version is refused with (409, `conflict` in the error's body): the
 * record's version now, the fields changed since the version the form was read at (`price`,
 * `name.pl`), and who saved the latest change, when. Nothing of the refused save is written.
 */
export interface VersionConflict {
  version: number;
  fields: string[];
  changedBy: { email: string; role: StaffRole } | null;
  changedAt: string | null;
}

/** A plain object (not an array, not null). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two states of a record, by name: a field holding a plain object
 * (a text per language) by each of its keys (`name.pl`), anything else whole.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const changed: string[] = [];
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const a = from[key];
    const b = to[key];
    if (same(a, b)) continue;
    if (isRecord(a) || isRecord(b)) {
      const inner = new Set([
        ...Object.keys(isRecord(a) ? a : {}),
        ...Object.keys(isRecord(b) ? b : {}),
      ]);
      for (const name of inner) {
        if (!same(isRecord(a) ? a[name] : undefined, isRecord(b) ? b[name] : undefined))
          changed.push(`${key}.${name}`);
      }
    } else changed.push(key);
  }
  return changed;
}
