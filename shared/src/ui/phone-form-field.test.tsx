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
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '600100200');
    await userEvent.selectOptions(screen.getByLabelText('Delivery country'), 'PL');
    expect(dialCode).toHaveValue('PL');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0].phone).toBe('+48 600 100 200');
  });

  it('keeps a dial code the shopper picked when the delivery country changes', async () => {
    renderForm();
    const dialCode = screen.getByRole('combobox', { name: 'Dial code' });
    await userEvent.selectOptions(dialCode, 'DE');
    await userEvent.selectOptions(screen.getByLabelText('Delivery country'), 'PL');
    expect(dialCode).toHaveValue('DE');
  });
});
