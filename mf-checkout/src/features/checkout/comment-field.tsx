import { ORDER_LIMITS } from '@storefront/shared';
import { Field, TextArea } from '@storefront/shared/forms';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutValues } from './checkout-values';
import { Section } from './checkout-layout';
import { useFieldError } from '../forms/form-fields';

/** An optional note to the shop. */
export function CommentField() {
  const { t } = useTranslation('checkout');
  const { register } = useFormContext<CheckoutValues>();
  const error = useFieldError<CheckoutValues>('comment');
  return (
    <Section aria-labelledby="checkout-comment">
      <h2 id="checkout-comment">{t('checkout.comment_title')}</h2>
      <Field label={t('checkout.comment')} hint={t('checkout.comment_hint')} error={error}>
        {(ids) => (
          <TextArea
            {...ids}
            rows={3}
            maxLength={ORDER_LIMITS.commentMax}
            data-testid="comment"
            {...register('comment')}
          />
        )}
      </Field>
    </Section>
  );
}
