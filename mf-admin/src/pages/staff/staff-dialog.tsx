import { zodResolver } from '@hookform/resolvers/zod';
import { Button, normalizeError, Spinner } from '@storefront/shared';
import type { StaffMember } from '@storefront/shared/admin';
import { serverErrorsInForm } from '@storefront/shared/forms';
import { useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { STAFF_FORM_ERRORS } from '../../api/staff-api';
import { AdminDialog, DialogActions, DialogForm } from '../../features/dialog/admin-dialog';
import { TextField } from '../../features/discounts/form-fields';

/** What a staff change answered: the account as it is now, or the refusal. */
export type StaffOutcome = { data: StaffMember } | { error: unknown };

/** A refusal the dialog cannot show beside a field: told on the page, where the focus goes. */
export interface StaffRefusal {
  code: string;
  /** Who changed the account meanwhile, for a save over a newer version. */
  changedBy?: string;
}

const FIELD_CODES: readonly string[] = ['USER_PASSWORD_INCORRECT', 'USER_ALREADY_EXISTS'];

/**
 * A change of the staff, confirmed with the acting owner's own password: the dialog's fields
 * (`children`), the password, and the button that sends them. A wrong password or an email
 * taken is said beside its field and the dialog stays; any other answer closes it and is told
 * on the page (`onDone`, `onRefused`), where the focus then goes.
 */
export function StaffDialog<Values extends FieldValues & { password: string }>({
  title,
  description,
  trigger,
  schema,
  defaultValues,
  submitLabel,
  testId,
  send,
  onDone,
  onRefused,
  focusAfterClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  trigger: ReactNode;
  schema: z.ZodMiniType<unknown, Values>;
  defaultValues: DefaultValues<Values>;
  submitLabel: string;
  testId: string;
  send: (values: Values) => Promise<StaffOutcome>;
  onDone: (member: StaffMember) => void;
  onRefused: (refusal: StaffRefusal) => void;
  focusAfterClose: () => HTMLElement | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const errors = serverErrorsInForm<Values>(
    STAFF_FORM_ERRORS as typeof STAFF_FORM_ERRORS & { fields: readonly Path<Values>[] },
  );
  const close = () => {
    // The password is never kept: each change asks for it again.
    form.reset(defaultValues);
    setOpen(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    const outcome = await send(values);
    setBusy(false);
    if ('data' in outcome) {
      close();
      onDone(outcome.data);
      return;
    }
    const refused = normalizeError(outcome.error);
    if (FIELD_CODES.includes(refused.code)) {
      errors.show(form, outcome.error);
      return;
    }
    close();
    onRefused({ code: refused.code, changedBy: refused.conflict?.changedBy?.email });
  });
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={title}
      description={description}
      testId={testId}
      focusAfterClose={focusAfterClose}
      trigger={trigger}
    >
      <FormProvider {...form}>
        <DialogForm onSubmit={onSubmit} noValidate data-testid={`${testId}-form`}>
          {children}
          <TextField<Values>
            name={'password' as Path<Values>}
            type="password"
            label={t('staff.password')}
            hint={t('staff.password_hint')}
            autoComplete="current-password"
            testId={`${testId}-password`}
          />
          <DialogActions>
            <Button type="submit" disabled={busy} data-testid={`${testId}-submit`}>
              {busy && <Spinner aria-hidden="true" />}
              {submitLabel}
            </Button>
            <Button type="button" $variant="ghost" onClick={close}>
              {t('staff.cancel')}
            </Button>
          </DialogActions>
        </DialogForm>
      </FormProvider>
    </AdminDialog>
  );
}
