import { Button, type Language } from '@storefront/shared';
import { Field, Input } from '@storefront/shared/forms';
import { useRef } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMainMoney } from './formats';
import { ProductPicker } from './product-picker';
import { costInMinorUnits, emptyLine, type SupplyFormValues } from './supply-form-schema';
import { useStockFieldError } from './use-stock-field-error';

const Lines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  gap: 0.75rem;
  align-items: end;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  fieldset {
    display: contents;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(14rem, 2fr) minmax(7rem, 1fr) minmax(8rem, 1fr) auto;
  }
`;

const Legend = styled.legend`
  grid-column: 1 / -1;
  padding: 0;
  font-weight: 700;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

const Totals = styled.p`
  margin: 0;
  font-weight: 600;
`;

type Name = `lines.${number}.quantity` | `lines.${number}.unitCost`;

function NumberField({ name, label, hint }: { name: Name; label: string; hint?: string }) {
  const { register } = useFormContext<SupplyFormValues>();
  const error = useStockFieldError<SupplyFormValues>(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => (
        <Input
          {...ids}
          inputMode="decimal"
          autoComplete="off"
          data-testid={`line-${name.split('.')[2]}`}
          {...register(name)}
        />
      )}
    </Field>
  );
}

function ProductField({ index, lang }: { index: number; lang: Language }) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext<SupplyFormValues>();
  const error = useStockFieldError<SupplyFormValues>(`lines.${index}.product`);
  return (
    <Field label={t('supplies.form.product')} hint={t('supplies.form.product_hint')} error={error}>
      {(ids) => (
        <Controller
          control={control}
          name={`lines.${index}.product`}
          render={({ field }) => (
            <ProductPicker
              ids={ids}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              lang={lang}
              label={t('supplies.form.product')}
              testId="line-product"
            />
          )}
        />
      )}
    </Field>
  );
}

/** What the lines add up to: units, and what they cost the shop. */
function LineTotals({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const money = useMainMoney(lang);
  const lines = useWatch<SupplyFormValues, 'lines'>({ name: 'lines' });
  const counted = lines.map((entry) => ({
    quantity: Number(entry.quantity) || 0,
    cost: costInMinorUnits(entry.unitCost || '0') || 0,
  }));
  const units = counted.reduce((sum, entry) => sum + entry.quantity, 0);
  const cost = counted.reduce((sum, entry) => sum + entry.quantity * entry.cost, 0);
  return (
    <Totals aria-live="polite" data-testid="supply-totals">
      {t('supplies.form.totals', { units, cost: money(cost) })}
    </Totals>
  );
}

/**
 * A delivery's lines being drafted: each a product (chosen by name), a quantity and a unit
 * cost; lines added and removed, the focus going to the new line or back to the list's button.
 */
export function SupplyLines({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const { control } = useFormContext<SupplyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const linesError = useStockFieldError<SupplyFormValues>('lines');
  const rootError = useStockFieldError<SupplyFormValues>('lines.root' as 'lines');
  const addButton = useRef<HTMLButtonElement>(null);
  const error = linesError ?? rootError;
  return (
    <>
      <Lines aria-label={t('supplies.form.lines')} data-testid="supply-lines">
        {fields.map((field, index) => (
          <Line key={field.id} data-testid="supply-line">
            <fieldset>
              <Legend>{t('supplies.form.line', { number: index + 1 })}</Legend>
              <ProductField index={index} lang={lang} />
              <NumberField name={`lines.${index}.quantity`} label={t('supplies.form.quantity')} />
              <NumberField
                name={`lines.${index}.unitCost`}
                label={t('supplies.form.unit_cost')}
                hint={t('supplies.form.unit_cost_hint')}
              />
              <Button
                type="button"
                $variant="ghost"
                disabled={fields.length === 1}
                aria-label={t('supplies.form.remove_line', { number: index + 1 })}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                {t('supplies.form.remove')}
              </Button>
            </fieldset>
          </Line>
        ))}
      </Lines>
      {error && (
        <ErrorText role="alert" data-testid="lines-error">
          {error}
        </ErrorText>
      )}
      <div>
        <Button
          ref={addButton}
          type="button"
          $variant="secondary"
          data-testid="add-line"
          // The new line's product box gets the focus (react-hook-form's focus on append).
          onClick={() => append(emptyLine(), { focusName: `lines.${fields.length}.product` })}
        >
          {t('supplies.form.add_line')}
        </Button>
      </div>
      <LineTotals lang={lang} />
    </>
  );
}
