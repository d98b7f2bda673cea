import { changedFields } from '@storefront/shared/admin';

/** One field an entry changed, with its values before and after (absent: undefined). */
export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

/** A value at a field's name (`name.pl` reads `name`, then its `pl`). */
function valueAt(state: unknown, field: string): unknown {
  let value: unknown = state;
  for (const part of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * What an audit entry changed, field by field, as the conflict of a save names them
 * (`changedFields`): a record created has every field of its state after, each from nothing.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  return changedFields(before, after).map((field) => ({
    field,
    before: valueAt(before, field),
    after: valueAt(after, field),
  }));
}
