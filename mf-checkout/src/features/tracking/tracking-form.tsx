import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NeedsJavaScript, Spinner, useHydrated } from '@storefront/shared';
import { orderTrackingSchema } from '@storefront/shared/schemas';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { TextField } from '../forms/form-fields';

/** The number printed on the order, and the email or phone given at checkout. */
const trackingFormSchema = z.extend(orderTrackingSchema, {
  number: z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'order_number_invalid')),
});
export type TrackingFormValues = z.input<typeof trackingFormSchema>;

const Form = styled.form`
  display: grid;
  gap: 1rem;
  align-items: start;
  grid-template-columns: 1fr;
  max-width: 48rem;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 2fr auto;
    /* The button lines up with the inputs, below their labels. */
    & > button {
      margin-top: 1.75rem;
    }
  }
`;

interface TrackingFormProps {
  defaultNumber: string;
  searching: boolean;
  onSearch: (query: { number: number; contact: string }) => void;
}

/** Asks for the order number and the email or phone used at checkout. */
export function TrackingForm({ defaultNumber, searching, onSearch }: TrackingFormProps) {
  const { t } = useTranslation('checkout');
  const hydrated = useHydrated();
  const form = useForm<TrackingFormValues, unknown, z.output<typeof trackingFormSchema>>({
    resolver: zodResolver(trackingFormSchema),
    defaultValues: { number: defaultNumber, contact: '' },
  });
  const onSubmit = form.handleSubmit(({ number, contact }) =>
    onSearch({ number: Number(number), contact }),
  );
  return (
    <FormProvider {...form}>
      <Form onSubmit={onSubmit} noValidate aria-label={t('tracking.form_label')}>
        <TextField<TrackingFormValues>
          name="number"
          label={t('tracking.number')}
          inputMode="numeric"
          testId="tracking-number"
        />
        <TextField<TrackingFormValues>
          name="contact"
          label={t('tracking.contact')}
          hint={t('tracking.contact_hint')}
          autoComplete="email"
          testId="tracking-contact"
        />
        {/* Before hydration a click would submit the form natively, the contact in the URL. */}
        <Button type="submit" disabled={searching || !hydrated} data-testid="tracking-submit">
          {searching && <Spinner aria-hidden="true" />}
          {t('tracking.submit')}
        </Button>
        <NeedsJavaScript>{t('tracking.needs_javascript')}</NeedsJavaScript>
      </Form>
    </FormProvider>
  );
}
