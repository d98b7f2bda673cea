import { normalizeError } from '@storefront/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts what the API refused on the form's fields (a rule only the API checks, such as a common
 * password): each message is a translation key of the `validation` group, as the form's own. The
 * first field refused gets the focus.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  names: Path<Values>[],
): void {
  const fields = normalizeError(error).fields ?? {};
  const refused = names.filter((name) => fields[name]);
  refused.forEach((name, index) =>
    form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: index === 0 }),
  );
}
