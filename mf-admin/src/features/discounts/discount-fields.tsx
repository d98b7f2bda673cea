import { Field, Select } from '@storefront/shared/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './form-fields';

/** The fields of a form with a discount: its kind, and its value in that kind's unit. */
interface DiscountValues {
  type: 'AMOUNT' | 'PERCENT';
  value: string;
}

/**
 * A discount's kind (a percentage, or an amount of the main currency) and its value, of the
 * surrounding form (a promo code's or a promotion's): the value's label names its unit.
 */
export function DiscountFields({
  currency,
  testIdPrefix,
}: {
  currency: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('admin');
  const { register, control } = useFormContext<DiscountValues>();
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <Field label={t('discounts.type')}>
        {(ids) => (
          <Select {...ids} {...register('type')} data-testid={`${testIdPrefix}-type`}>
            <option value="PERCENT">{t('discounts.types.PERCENT')}</option>
            <option value="AMOUNT">{t('discounts.types.AMOUNT', { currency })}</option>
          </Select>
        )}
      </Field>
      <TextField<DiscountValues>
        name="value"
        label={type === 'PERCENT' ? t('discounts.percent') : t('discounts.amount', { currency })}
        inputMode="decimal"
        testId={`${testIdPrefix}-value`}
      />
    </>
  );
}
