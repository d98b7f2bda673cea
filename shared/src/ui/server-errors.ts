// From the package itself: ./forms is bundled into each remote that uses it.
import { normalizeError, type ShownInForm } from '@storefront/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's refusals of a mutation's fields on its form, the first one focused (a rule only
 * the API checks, such as a wrong current password or a common new one). `shown` is the
 * endpoint's own `shownInForm`, so the fields the form shows are the ones that get no toast.
 */
export function serverErrorsInForm<Values extends FieldValues>(
  shown: ShownInForm & { fields: readonly Path<Values>[] },
) {
  const fields: readonly Path<Values>[] = shown.fields;
  return {
    show(form: { setError: UseFormSetError<Values> }, error: unknown): void {
      const refused = normalizeError(error).fields ?? {};
      fields
        .filter((name) => refused[name])
        .forEach((name, index) =>
          form.setError(
            name,
            { type: 'server', message: refused[name] },
            { shouldFocus: index === 0 },
          ),
        );
    },
  };
}
