import { Button, Spinner, normalizeError } from '@storefront/shared';
import {
  AI_MODELS,
  machineTranslationSettingsSchema,
  type MachineTranslationView,
} from '@storefront/shared/admin';
import { Field, Select } from '@storefront/shared/forms';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveMachineTranslationMutation } from '../../api/machine-translation-api';
import { TextField } from '../../features/discounts/form-fields';
import { FormColumn } from '../../features/ui/form-parts';

const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
`;

interface Values {
  endpoint: string;
  model: string;
}

/**
 * Where the texts are sent and which model translates them: the owner's to change (the others
 * see them). A model of the list, or the dated variant the endpoint already has, is kept.
 */
export function ServiceForm({
  view,
  editable,
}: {
  view: MachineTranslationView;
  editable: boolean;
}) {
  const { t } = useTranslation('admin');
  const [save] = useSaveMachineTranslationMutation();
  const result = useActionResult();
  const form = useForm<Values>({
    values: { endpoint: view.endpoint ?? '', model: view.model },
  });
  const models: string[] = AI_MODELS.includes(view.model as never)
    ? [...AI_MODELS]
    : [...AI_MODELS, view.model];

  const onSubmit = form.handleSubmit(async (values) => {
    result.clear();
    const body = {
      endpoint: values.endpoint.trim() === '' ? null : values.endpoint.trim(),
      model: values.model,
      version: view.version,
    };
    const checked = machineTranslationSettingsSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        form.setError(issue.path[0] as keyof Values, { message: issue.message });
      result.show(t('machine.service.invalid'), { tone: 'error', focus: false });
      return;
    }
    const saved = await save(checked.data);
    if ('data' in saved) {
      result.show(t('machine.service.saved'));
      return;
    }
    const refusal = normalizeError(saved.error);
    result.show(t(refusal.conflict ? 'machine.conflict' : 'machine.service.not_saved'), {
      tone: 'error',
    });
  });

  return (
    <FormProvider {...form}>
      <FormColumn
        onSubmit={onSubmit}
        noValidate
        aria-label={t('machine.service.title')}
        data-testid="machine-service-form"
      >
        <Fields disabled={!editable}>
          <TextField<Values>
            name="endpoint"
            type="url"
            label={t('machine.service.endpoint')}
            hint={t('machine.service.endpoint_hint')}
            autoComplete="off"
            spellCheck={false}
            testId="machine-endpoint"
          />
          <Field label={t('machine.service.model')} hint={t('machine.service.model_hint')}>
            {(ids) => (
              <Select {...ids} {...form.register('model')} data-testid="machine-model">
                {models.map((model) => (
                  <option key={model} value={model}>
                    {model}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Fields>
        <ActionResultOf state={result} testId="machine-service-result" />
        {editable ? (
          <div>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              data-testid="machine-service-save"
            >
              {form.formState.isSubmitting && <Spinner aria-hidden="true" />}
              {t('machine.service.save')}
            </Button>
          </div>
        ) : (
          <p>{t('machine.owner_only')}</p>
        )}
      </FormColumn>
    </FormProvider>
  );
}
