import { PAYMENT_METHODS, type DeliveryMethod, type Language } from '@storefront/shared';
import { isCountryDeliveryMethod, type DeliveryFormValues } from '@storefront/shared/admin';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldErrorText } from '../../features/discounts/field-error-text';
import { TextField, useFieldError } from '../../features/discounts/form-fields';
import { CheckLabel, FieldGroup, WholeRow } from '../../features/ui/form-parts';
import { CountryPicker } from './country-picker';

const Options = styled.fieldset`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-weight: 600;
    padding-inline: 0.25rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const FREE_DELIVERY_FLAGS = [
  'productDiscountWithFreeDelivery',
  'promoCodeWithFreeDelivery',
  'promotionWithFreeDelivery',
] as const;

/**
 * One delivery method's settings: offered or not, its payment options, its price and free
 * delivery (amounts in the main currency), what keeps free delivery, and where it delivers.
 */
export function DeliveryMethodFields({
  method,
  lang,
  currency,
}: {
  method: DeliveryMethod;
  lang: Language;
  currency: string;
}) {
  const { t } = useTranslation('admin');
  const { control, register } = useFormContext<DeliveryFormValues>();
  const free = useWatch({ control, name: `${method}.freeDelivery` });
  const name = t(`orders.names.delivery_methods.${method}`);
  const id = `delivery-${method}`;
  const paymentsRefused = Boolean(useFieldError<DeliveryFormValues>(`${method}.paymentOptions`));
  return (
    <FieldGroup data-testid={id} aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>{name}</legend>
      <WholeRow>
        <CheckLabel>
          <input type="checkbox" {...register(`${method}.active`)} data-testid={`${id}-active`} />
          {t('settings_delivery.active')}
        </CheckLabel>
      </WholeRow>
      <WholeRow>
        <Options aria-describedby={paymentsRefused ? `${id}-payments-error` : undefined}>
          <legend>{t('settings_delivery.payment_options')}</legend>
          <ul>
            {PAYMENT_METHODS.map((payment) => (
              <li key={payment}>
                <CheckLabel>
                  <input
                    type="checkbox"
                    value={payment}
                    {...register(`${method}.paymentOptions`)}
                    data-testid={`${id}-payment-${payment}`}
                  />
                  {t(`orders.names.payment_methods.${payment}`)}
                </CheckLabel>
              </li>
            ))}
          </ul>
          <FieldErrorText<DeliveryFormValues>
            name={`${method}.paymentOptions`}
            id={`${id}-payments-error`}
          />
        </Options>
      </WholeRow>
      <TextField<DeliveryFormValues>
        name={`${method}.price`}
        inputMode="decimal"
        label={t('settings_delivery.price', { currency })}
        hint={t('settings_delivery.price_hint')}
        testId={`${id}-price`}
      />
      <WholeRow>
        <CheckLabel>
          <input
            type="checkbox"
            {...register(`${method}.freeDelivery`)}
            data-testid={`${id}-free`}
          />
          {t('settings_delivery.free_delivery')}
        </CheckLabel>
      </WholeRow>
      {free && (
        <>
          <TextField<DeliveryFormValues>
            name={`${method}.freeDeliveryFrom`}
            inputMode="decimal"
            label={t('settings_delivery.free_from', { currency })}
            hint={t('settings_delivery.free_from_hint')}
            testId={`${id}-free-from`}
          />
          <WholeRow>
            <Options>
              <legend>{t('settings_delivery.free_also')}</legend>
              <ul>
                {FREE_DELIVERY_FLAGS.map((flag) => (
                  <li key={flag}>
                    <CheckLabel>
                      <input
                        type="checkbox"
                        {...register(`${method}.${flag}`)}
                        data-testid={`${id}-${flag}`}
                      />
                      {t(`settings_delivery.flags.${flag}`)}
                    </CheckLabel>
                  </li>
                ))}
              </ul>
            </Options>
          </WholeRow>
        </>
      )}
      {isCountryDeliveryMethod(method) && (
        <WholeRow>
          <Controller
            control={control}
            name={`${method}.countries`}
            render={({ field, fieldState }) => (
              <CountryPicker
                lang={lang}
                legend={t('settings_delivery.countries')}
                value={field.value ?? []}
                onChange={field.onChange}
                testId={`${id}-countries`}
                describedBy={fieldState.error ? `${id}-countries-error` : undefined}
              />
            )}
          />
          <FieldErrorText<DeliveryFormValues>
            name={`${method}.countries`}
            id={`${id}-countries-error`}
          />
        </WholeRow>
      )}
    </FieldGroup>
  );
}
