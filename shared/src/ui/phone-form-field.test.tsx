import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithProviders } from '../testing';
import { createFormFields } from './form-fields';

type Values = { country: string; phone: string };

const { PhoneFormField } = createFormFields({ namespace: 'shop', fallbackKey: 'invalid' });

function TestForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { country: '', phone: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <label>
          Delivery country
          <select {...form.register('country')}>
            <option value="">Choose</option>
            <option value="PL">Poland</option>
            <option value="UA">Ukraine</option>
          </select>
        </label>
        <PhoneFormField<Values>
          name="phone"
          label="Phone"
          countryLabel="Dial code"
          lang="ua"
          countryName="country"
        />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

function renderForm() {
  const onValid = jest.fn<void, [Values]>();
  renderWithProviders(<TestForm onValid={onValid} />, { lang: 'ua', namespaces: { shop: {} } });
  return onValid;
}

describe('the phone field beside a delivery country', () => {
  it('takes the delivery country’s dial code, not the page language’s, for the digits typed', async () => {
    const onValid = renderForm();
    const dialCode = screen.getByRole('combobox', { name: 'Dial code' });
    expect(dialCode).toHaveValue('UA');
    const digits = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(digits, '600100200');
    // Grouped as Ukraine writes its numbers, then as Poland does.
    expect(digits).toHaveValue('60 010 0200');
    await userEvent.selectOptions(screen.getByLabelText('Delivery country'), 'PL');
    expect(dialCode).toHaveValue('PL');
    expect(digits).toHaveValue('600 100 200');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0].phone).toBe('+48 600 100 200');
  });

  it('groups the digits as the country writes them while they are typed', async () => {
    renderForm();
    const digits = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(digits, '6712');
    expect(digits).toHaveValue('67 12');
    await userEvent.type(digits, '34567');
    expect(digits).toHaveValue('67 123 4567');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dial code' }), 'FR');
    expect(digits).toHaveValue('6 71 23 45 67');
  });

  it('keeps a dial code the shopper picked when the delivery country changes', async () => {
    renderForm();
    const dialCode = screen.getByRole('combobox', { name: 'Dial code' });
    await userEvent.selectOptions(dialCode, 'DE');
    await userEvent.selectOptions(screen.getByLabelText('Delivery country'), 'PL');
    expect(dialCode).toHaveValue('DE');
  });
});
