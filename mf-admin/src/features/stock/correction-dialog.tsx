import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Spinner, normalizeError, toast, type Language } from '@storefront/shared';
import {
  stockCorrectionSchema,
  type StockCorrectionInput,
  type StockLevel,
} from '@storefront/shared/admin';
import { Field, Input, serverErrorsInForm } from '@storefront/shared/forms';
import { useState, type InputHTMLAttributes } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@storefront/shared/kit';
import styled from 'styled-components';
import { useCorrectStockMutation } from '../../api/stock-api';
import { StockDialog } from './dialog';
import { useStockFieldError } from './use-stock-field-error';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  p {
    margin: 0;
  }
`;

const serverErrors = serverErrorsInForm<StockCorrectionInput>({ fields: ['quantity', 'reason'] });

function CorrectionField({
  name,
  label,
  hint,
  ...input
}: {
  name: 'quantity' | 'reason';
  label: string;
  hint: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { register } = useFormContext<StockCorrectionInput>();
  const error = useStockFieldError<StockCorrectionInput>(name);
  return (
    <Field label={label} hint={hint} error={error}>
      {(ids) => (
        <Input
          {...ids}
          {...input}
          data-testid={`correction-${name}`}
          {...register(name, name === 'quantity' ? { valueAsNumber: true } : {})}
        />
      )}
    </Field>
  );
}

function CorrectionForm({
  product,
  lang,
  onCancel,
  onSaved,
}: {
  product: StockLevel;
  lang: Language;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const [correct, { isLoading }] = useCorrectStockMutation();
  const form = useForm<StockCorrectionInput>({
    resolver: zodResolver(stockCorrectionSchema),
    defaultValues: { productId: product.id, reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await correct({ ...values, lang });
    if ('error' in result) {
      const error = normalizeError(result.error);
      // Stock taken meanwhile (an order), or a number past what there is: said beside the
      // number, which keeps what was typed; the stock shown is asked for again.
      if (error.code === 'SUPPLY_PRODUCT_MORE_THAN_AVAILABLE')
        form.setError(
          'quantity',
          { type: 'server', message: 'more_than_available' },
          { shouldFocus: true },
        );
      else serverErrors.show(form, result.error);
      return;
    }
    const { product: corrected } = result.data;
    toast.add({
      title: t('stock.correction.saved', { name: corrected.name, stock: corrected.stock }),
      tone: 'success',
    });
    await onSaved();
  });

  return (
    <FormProvider {...form}>
      <Form onSubmit={onSubmit} noValidate>
        <p data-testid="correction-stock">{t('stock.correction.now', { stock: product.stock })}</p>
        <CorrectionField
          name="quantity"
          type="number"
          step={1}
          inputMode="numeric"
          label={t('stock.correction.quantity')}
          hint={t('stock.correction.quantity_hint')}
        />
        <CorrectionField
          name="reason"
          maxLength={500}
          label={t('stock.correction.reason')}
          hint={t('stock.correction.reason_hint')}
        />
        <DialogActions>
          <Button type="submit" disabled={isLoading} data-testid="correction-submit">
            {isLoading && <Spinner aria-hidden="true" />}
            {t('stock.correction.submit')}
          </Button>
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {t('stock.correction.cancel')}
          </Button>
        </DialogActions>
      </Form>
    </FormProvider>
  );
}

interface CorrectionDialogProps {
  /** The product being corrected; the dialog is closed without one. */
  product: StockLevel | null;
  lang: Language;
  onClose: () => void;
  /** Once a correction is saved: what the page shows is asked again before the dialog closes. */
  afterSave: () => Promise<unknown>;
  /** Where the focus goes back to (see StockDialog). */
  returnFocus: () => HTMLElement | null | undefined;
}

/**
 * A product's stock corrected by a number of units and a reason, in a dialog opened from its row
 * (the focus goes back there). Only the change is sent: what the stock became meanwhile (an
 * order, a delivery) stays counted, and one that would take more than there is is refused.
 */
export function CorrectionDialog({
  product,
  lang,
  onClose,
  afterSave,
  returnFocus,
}: CorrectionDialogProps) {
  const { t } = useTranslation('admin');
  // The product as the dialog opened with it, while the list below may drop it.
  const [shown, setShown] = useState(product);
  if (product && product !== shown) setShown(product);
  return (
    <StockDialog
      open={product !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      title={t('stock.correction.title', { name: shown?.name ?? '' })}
      testId="correction-dialog"
    >
      {shown && (
        <CorrectionForm
          key={shown.id}
          product={shown}
          lang={lang}
          onCancel={onClose}
          onSaved={async () => {
            await afterSave();
            onClose();
          }}
        />
      )}
    </StockDialog>
  );
}

/** The button of a product's row that opens its correction. */
export function CorrectButton({
  product,
  onOpen,
}: {
  product: StockLevel;
  /** Opens the dialog; the button is where the focus goes back to. */
  onOpen: (button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Button
      type="button"
      $variant="ghost"
      aria-label={t('stock.correct_named', { name: product.name })}
      data-testid="correct-stock"
      data-product-id={product.id}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {t('stock.correct')}
    </Button>
  );
}
