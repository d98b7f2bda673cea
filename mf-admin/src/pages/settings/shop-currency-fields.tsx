import { CURRENCIES, LANGUAGE_LOCALES, type CurrencyCode, type Language } from '@storefront/shared';
import type { MainInfoFormValues } from '@storefront/shared/admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../features/discounts/form-fields';
import { SelectField } from '../../features/ui/choice-fields';
import { CheckLabel, FieldGroup, WholeRow } from '../../features/ui/form-parts';

/** Another currency: offered to shoppers or not, at how many of it one of the main one buys. */
function OtherCurrency({ code, name, main }: { code: CurrencyCode; name: string; main: string }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<MainInfoFormValues>();
  const id = `main-info-currency-${code}`;
  return (
    <FieldGroup aria-labelledby={`${id}-legend`} data-testid={id}>
      <legend id={`${id}-legend`}>{name}</legend>
      <CheckLabel>
        <input
          type="checkbox"
          {...register(`currency.${code}.active`)}
          data-testid={`${id}-active`}
        />
        {t('settings_main_info.currency_offered')}
      </CheckLabel>
      <TextField<MainInfoFormValues>
        name={`currency.${code}.rate`}
        inputMode="decimal"
        label={t('settings_main_info.rate', { code, main })}
        hint={t('settings_main_info.rate_hint')}
        testId={`${id}-rate`}
      />
    </FieldGroup>
  );
}

/**
 * The main currency (every price and amount of the shop is in it) and the others a shopper may
 * see prices in, each at its rate; the main one is always offered, at rate 1.
 */
export function ShopCurrencyFields({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext<MainInfoFormValues>();
  const main = useWatch({ control, name: 'currencyCode' });
  const names = new Intl.DisplayNames([LANGUAGE_LOCALES[lang]], { type: 'currency' });
  const nameOf = (code: CurrencyCode) => `${names.of(code) ?? code} (${code})`;
  return (
    <FieldGroup aria-labelledby="main-info-currencies-legend" data-testid="main-info-currencies">
      <legend id="main-info-currencies-legend">{t('settings_main_info.currencies')}</legend>
      <WholeRow>
        <SelectField<MainInfoFormValues>
          name="currencyCode"
          label={t('settings_main_info.main_currency')}
          hint={t('settings_main_info.main_currency_hint')}
          testId="main-info-main-currency"
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {nameOf(code)}
            </option>
          ))}
        </SelectField>
      </WholeRow>
      {CURRENCIES.filter((code) => code !== main).map((code) => (
        <WholeRow key={code}>
          <OtherCurrency code={code} name={nameOf(code)} main={main} />
        </WholeRow>
      ))}
    </FieldGroup>
  );
}
