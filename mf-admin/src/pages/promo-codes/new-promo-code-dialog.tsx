import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Spinner, type Language } from '@storefront/shared';
import type { AdminPromoCode } from '@storefront/shared/admin';
import { Field, serverErrorsInForm, TextArea } from '@storefront/shared/forms';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROMO_CODE_FORM_ERRORS, useCreatePromoCodeMutation } from '../../api/discounts-api';
import { AdminDialog, DialogActions, DialogForm } from '../../features/dialog/admin-dialog';
import { DiscountFields } from '../../features/discounts/discount-fields';
import { TextField, useFieldError } from '../../features/discounts/form-fields';

/** The note, a text area with its translated error (inside the form's provider). */
function NoteField({ label }: { label: string }) {
  const { register } = useFormContext<PromoCodeValues>();
  const error = useFieldError<PromoCodeValues>('note');
  return (
    <Field label={label} error={error}>
      {(ids) => <TextArea {...ids} {...register('note')} rows={3} data-testid="promo-code-note" />}
    </Field>
  );
}
import { useShop } from '../../features/shop/use-shop';
import {
  emptyPromoCode,
  promoCodeFormSchema,
  toPromoCodeInput,
  type PromoCodeValues,
} from './promo-code-form';

const formErrors = serverErrorsInForm<PromoCodeValues>(PROMO_CODE_FORM_ERRORS);

/** A new promo code: given or drawn, for anyone or one customer, with an expiry and a note. */
export function NewPromoCodeDialog({
  lang,
  onCreated,
  focusAfterClose,
}: {
  lang: Language;
  onCreated: (code: AdminPromoCode) => void;
  focusAfterClose: () => HTMLElement | null;
}) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  const [open, setOpen] = useState(false);
  const [create, creating] = useCreatePromoCodeMutation();
  const form = useForm<PromoCodeValues>({
    resolver: zodResolver(promoCodeFormSchema) as never,
    defaultValues: emptyPromoCode,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await create(toPromoCodeInput(values, shop.zone));
    if (result.error) {
      formErrors.show(form, result.error);
      return;
    }
    form.reset(emptyPromoCode);
    setOpen(false);
    onCreated(result.data);
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={t('promo_codes.new_title')}
      testId="promo-code-dialog"
      focusAfterClose={focusAfterClose}
      trigger={
        <Button type="button" data-testid="promo-code-new">
          {t('promo_codes.new')}
        </Button>
      }
    >
      <FormProvider {...form}>
        <DialogForm onSubmit={onSubmit} noValidate data-testid="promo-code-form">
          <TextField<PromoCodeValues>
            name="code"
            label={t('promo_codes.code')}
            hint={t('promo_codes.code_hint')}
            autoComplete="off"
            testId="promo-code-code"
          />
          <DiscountFields currency={shop.currency} testIdPrefix="promo-code" />
          <TextField<PromoCodeValues>
            name="customerEmail"
            type="email"
            label={t('promo_codes.customer')}
            hint={t('promo_codes.customer_hint')}
            autoComplete="off"
            testId="promo-code-customer"
          />
          <TextField<PromoCodeValues>
            name="expiresAt"
            type="datetime-local"
            label={t('promo_codes.expires_at')}
            hint={t('discounts.zone_hint', { zone: shop.zone })}
            testId="promo-code-expires"
          />
          <NoteField label={t('promo_codes.note')} />
          <DialogActions>
            <Button type="submit" disabled={creating.isLoading} data-testid="promo-code-create">
              {creating.isLoading && <Spinner aria-hidden="true" />}
              {t('promo_codes.create')}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setOpen(false)}>
              {t('promo_codes.cancel')}
            </Button>
          </DialogActions>
        </DialogForm>
      </FormProvider>
    </AdminDialog>
  );
}
