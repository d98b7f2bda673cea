import { zodResolver } from '@hookform/resolvers/zod';
import { Button, normalizeError } from '@storefront/shared';
import {
  machineTranslationKeySchema,
  type MachineTranslationKeyInput,
  type MachineTranslationView,
} from '@storefront/shared/admin';
import { ActionResultOf } from '@storefront/shared/kit';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveApiKeyMutation } from '../../api/machine-translation-api';
import {
  AdminDialog,
  DialogActions,
  DialogButtons,
  DialogForm,
} from '../../features/dialog/admin-dialog';
import { TextField } from '../../features/discounts/form-fields';
import { useResultAfterDialog } from '../../features/ui/result-after-dialog';

type Mode = 'set' | 'remove';

/**
 * A new API key, or its removal, confirmed with the owner's own password. The key is typed once
 * and sent once: no answer carries it back, and the dialog forgets it when it closes.
 */
function KeyDialog({
  mode,
  onDone,
  onRefused,
  focusAfterClose,
}: {
  mode: Mode;
  onDone: (mode: Mode) => void;
  onRefused: (code: string) => void;
  focusAfterClose: () => HTMLElement | null;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [save] = useSaveApiKeyMutation();
  const defaults = { apiKey: mode === 'set' ? '' : null, password: '' };
  const form = useForm<MachineTranslationKeyInput>({
    resolver: zodResolver(machineTranslationKeySchema as never) as never,
    defaultValues: defaults,
  });
  const close = () => {
    form.reset(defaults);
    setOpen(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if ('data' in saved) {
      close();
      onDone(mode);
      return;
    }
    const refusal = normalizeError(saved.error);
    if (refusal.code === 'USER_PASSWORD_INCORRECT') {
      form.setError('password', { message: 'password_incorrect' }, { shouldFocus: true });
      return;
    }
    close();
    onRefused(refusal.code);
  });
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={t(`machine.key.${mode}_title`)}
      description={t(`machine.key.${mode}_text`)}
      testId={`machine-key-${mode}-dialog`}
      focusAfterClose={focusAfterClose}
      trigger={
        <Button
          type="button"
          $variant={mode === 'set' ? undefined : 'ghost'}
          data-testid={`machine-key-${mode}`}
        >
          {t(`machine.key.${mode}_button`)}
        </Button>
      }
    >
      <FormProvider {...form}>
        <DialogForm onSubmit={onSubmit} noValidate data-testid={`machine-key-${mode}-form`}>
          {mode === 'set' && (
            <TextField<MachineTranslationKeyInput>
              name="apiKey"
              type="password"
              label={t('machine.key.new_key')}
              hint={t('machine.key.new_key_hint')}
              autoComplete="off"
              spellCheck={false}
              testId="machine-key-value"
            />
          )}
          <TextField<MachineTranslationKeyInput>
            name="password"
            type="password"
            label={t('staff.password')}
            hint={t('machine.key.password_hint')}
            autoComplete="current-password"
            testId={`machine-key-${mode}-password`}
          />
          <DialogButtons
            submitLabel={t(`machine.key.${mode}_submit`)}
            busy={form.formState.isSubmitting}
            onCancel={close}
            testId={`machine-key-${mode}-submit`}
          />
        </DialogForm>
      </FormProvider>
    </AdminDialog>
  );
}

/** Whether a key is set (never the key), and the owner's dialogs to set or remove it. */
export function ApiKeyPanel({
  view,
  editable,
}: {
  view: MachineTranslationView;
  editable: boolean;
}) {
  const { t } = useTranslation('admin');
  const { result, message } = useResultAfterDialog();
  return (
    <>
      <p data-testid="machine-key-state">{t(`machine.key.state_${view.apiKey}`)}</p>
      {!view.keyStorage && <p data-testid="machine-key-storage">{t('machine.key.no_storage')}</p>}
      <ActionResultOf state={result} testId="machine-key-result" />
      {editable ? (
        <DialogActions>
          {(['set', 'remove'] as const)
            .filter((mode) => mode === 'set' || view.apiKey !== 'none')
            .map((mode) => (
              <KeyDialog
                key={mode}
                mode={mode}
                onDone={(done) => result.show(t(`machine.key.${done}_done`), { focus: false })}
                onRefused={(code) =>
                  result.show(t(`server_error:${code}`), { tone: 'error', focus: false })
                }
                focusAfterClose={message}
              />
            ))}
        </DialogActions>
      ) : (
        <p>{t('machine.owner_only')}</p>
      )}
    </>
  );
}
