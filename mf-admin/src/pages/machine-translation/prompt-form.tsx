import { Button, normalizeError } from '@storefront/shared';
import {
  AI_PROMPT_PLACEHOLDERS,
  aiPromptSchema,
  type AiPromptView,
} from '@storefront/shared/admin';
import { Field, TextArea } from '@storefront/shared/forms';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAiPromptMutation } from '../../api/machine-translation-api';
import { DialogActions } from '../../features/dialog/admin-dialog';
import { FormColumn } from '../../features/ui/form-parts';

/**
 * One prompt: what the model is told with each text of its kind. Saved at its own version, or
 * put back to the default; the placeholders it may name are listed beside it. Keyed by its
 * version where it is used, so a prompt saved (here or by someone else) starts the form anew.
 */
export function PromptForm({ prompt, editable }: { prompt: AiPromptView; editable: boolean }) {
  const { t } = useTranslation('admin');
  const [save, saving] = useSaveAiPromptMutation();
  const result = useActionResult();
  const [text, setText] = useState(prompt.text);
  const [error, setError] = useState<string | null>(null);

  const send = async (value: string | null, done: string) => {
    result.clear();
    const body = { text: value, version: prompt.version };
    const checked = aiPromptSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      result.show(t('machine.prompts.invalid'), { tone: 'error', focus: false });
      return;
    }
    setError(null);
    const saved = await save({ name: prompt.name, ...checked.data });
    if ('data' in saved) result.show(t(done));
    else
      result.show(
        t(normalizeError(saved.error).conflict ? 'machine.conflict' : 'machine.prompts.not_saved'),
        { tone: 'error' },
      );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(text, 'machine.prompts.saved');
  };
  const name = t(`machine.prompts.names.${prompt.name}`);
  return (
    <FormColumn
      onSubmit={onSubmit}
      noValidate
      aria-label={name}
      data-testid={`machine-prompt-${prompt.name}`}
    >
      <Field
        label={name}
        hint={t('machine.prompts.hint', { placeholders: AI_PROMPT_PLACEHOLDERS.join(', ') })}
        error={error ? t(`validation.${error}`) : undefined}
      >
        {(ids) => (
          <TextArea
            {...ids}
            lang="en"
            rows={5}
            value={text}
            readOnly={!editable}
            onChange={(event) => setText(event.currentTarget.value)}
            data-testid={`machine-prompt-${prompt.name}-text`}
          />
        )}
      </Field>
      <ActionResultOf state={result} testId={`machine-prompt-${prompt.name}-result`} />
      {editable && (
        <DialogActions>
          <Button type="submit" disabled={saving.isLoading}>
            {t('machine.prompts.save', { name })}
          </Button>
          {prompt.changed && (
            <Button
              type="button"
              $variant="ghost"
              disabled={saving.isLoading}
              onClick={() => void send(null, 'machine.prompts.reset_done')}
            >
              {t('machine.prompts.reset', { name })}
            </Button>
          )}
        </DialogActions>
      )}
    </FormColumn>
  );
}
