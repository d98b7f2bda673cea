// From the package itself: ./forms is bundled into each remote that uses it, and the list of
// errors forms show is the shared singleton's, which the store's toasts read.
import { normalizeError, showErrorsInForm, type ErrorCode } from '@storefront/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface ServerErrorsInFormOptions<Values extends FieldValues> {
  /** Fields that show what the API refused on them (its `fields`, each a `validation` key). */
  fields: readonly Path<Values>[];
  /** Codes the form explains itself in its own words (a dialog's alert, say). */
  codes?: readonly ErrorCode[];
}

/**
 * The refusals of a mutation that a form says itself: declared once, at module level, so each is
 * said once. Those refusals get no toast, and `show` puts the fields' errors on the form, the
 * first one focused (a rule only the API checks, such as a wrong current password or a common
 * new one). Any other refusal of the mutation still shows its toast.
 */
export function serverErrorsInForm<Values extends FieldValues>(
  endpointName: string,
  { fields, codes = [] }: ServerErrorsInFormOptions<Values>,
) {
  showErrorsInForm(endpointName, codes, fields);
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
