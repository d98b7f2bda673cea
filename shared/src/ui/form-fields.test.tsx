import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Language } from '../contracts/languages';
import { renderWithProviders } from '../testing';
import { createFormFields } from './form-fields';

type Values = { name: string; phone: string };

const SHOP = {
  validation: {
    invalid: 'Check this field.',
    name_too_short: 'Enter at least 2 characters.',
    phone_invalid: 'Enter a valid phone number.',
  },
};

const { TextField, PhoneFormField } = createFormFields({
  namespace: 'shop',
  fallbackKey: 'validation.invalid',
});

// Like the shared schemas, the rules answer with message keys; 'Bob' gets a key with no text.
const resolver: Resolver<Values> = (values) => {
  const errors: FieldErrors<Values> = {};
  if (values.name.length < 2) errors.name = { type: 'schema', message: 'name_too_short' };
  else if (values.name === 'Bob') errors.name = { type: 'schema', message: 'name_taken' };
  if (values.phone && values.phone.replace(/\D/g, '').length < 8)
    errors.phone = { type: 'schema', message: 'phone_invalid' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

const EMPTY: Values = { name: '', phone: '' };

function TestForm({ lang, onValid }: { lang: Language; onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: EMPTY, resolver });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <TextField<Values> name="name" label="Name" testId="name" />
        <PhoneFormField<Values> name="phone" label="Phone" countryLabel="Dial code" lang={lang} />
        <button type="submit">Send</button>
        <button type="button" onClick={() => form.reset(EMPTY)}>
          Clear
        </button>
        <button
          type="button"
          onClick={() => form.reset({ name: 'Olena', phone: '+380 671234567' })}
        >
          Fill in
        </button>
      </form>
    </FormProvider>
  );
}

function renderForm(lang: Language = 'en') {
  const onValid = jest.fn<void, [Values]>();
  renderWithProviders(<TestForm lang={lang} onValid={onValid} />, {
    lang,
    namespaces: { shop: SHOP },
  });
  return onValid;
}

describe('the form fields', () => {
  it('show a message key in the namespace language and mark the field invalid', async () => {
    const onValid = renderForm();
    await userEvent.type(screen.getByTestId('name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter at least 2 characters.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('show the fallback text for a message key the namespace has no text for', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Bob');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Check this field.')).toBeVisible();
  });

  it('give the form the phone with its dial code, Poland first outside Ukrainian', async () => {
    const onValid = renderForm('pl');
    expect(screen.getByLabelText('Dial code')).toHaveValue('PL');
    await userEvent.type(screen.getByLabelText('Name'), 'Anna');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '600100200');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Anna', phone: '+48 600 100 200' });
  });

  it('start the phone in Ukraine for Ukrainian and translate its error', async () => {
    const onValid = renderForm('ua');
    expect(screen.getByLabelText('Dial code')).toHaveValue('UA');
    await userEvent.type(screen.getByLabelText('Name'), 'Olena');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter a valid phone number.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('name each country by its dial code first, which a narrow select never cuts', async () => {
    renderForm('ua');
    const select = screen.getByLabelText<HTMLSelectElement>('Dial code');
    expect(select.selectedOptions[0]).toHaveTextContent(/^\+380 Україна$/);
    const options = within(select).getAllByRole('option');
    expect(options.length).toBeGreaterThan(100);
    for (const option of options) expect(option.textContent).toMatch(/^\+\d{1,4} \S/);
  });

  it('clear the phone, its digits and its dial code, when the form is reset', async () => {
    const onValid = renderForm('pl');
    await userEvent.type(screen.getByLabelText('Name'), 'Anna');
    await userEvent.selectOptions(screen.getByLabelText('Dial code'), 'UA');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '600111222');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    expect(screen.getByLabelText('Dial code')).toHaveValue('PL');
    await userEvent.type(screen.getByLabelText('Name'), 'Anna');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '700222333');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Anna', phone: '+48 700 222 333' });
  });

  it('show a phone the form is given, and send it as shown', async () => {
    const onValid = renderForm('pl');
    await userEvent.click(screen.getByRole('button', { name: 'Fill in' }));

    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('67 123 4567');
    expect(screen.getByLabelText('Dial code')).toHaveValue('UA');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Olena', phone: '+380 67 123 4567' });
  });
});
