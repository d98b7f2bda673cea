import { toast, type SavedAddress } from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderProfile } from '../../testing/render-profile';
import { SavedAddresses } from './saved-addresses';

const home: SavedAddress = {
  id: 'a-1',
  street: 'ul. Długa 1',
  city: 'Warszawa',
  postalCode: '00-640',
  country: 'PL',
};

/** The customer has saved this address. */
const savedHome = () =>
  apiServer.use(http.get(apiPath('user/addresses'), () => HttpResponse.json([home])));

setUpFakeApi();
afterEach(() => jest.restoreAllMocks());

const section = async () => within(await screen.findByTestId('saved-addresses'));

describe('the saved addresses', () => {
  it('adds an address, its postal code masked for the country, and lists it', async () => {
    apiServer.use(
      http.post(apiPath('user/addresses'), () => HttpResponse.json(home, { status: 201 })),
    );
    await renderProfile(<SavedAddresses lang="pl" />, { lang: 'pl', user: testUser() });
    const panel = await section();
    expect(await panel.findByText(/Nie masz jeszcze zapisanych adresów/)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Dodaj adres' }));
    const form = within(panel.getByRole('form', { name: 'Nowy adres' }));
    expect(form.getByLabelText('Kraj')).toHaveValue('PL');
    await userEvent.type(form.getByLabelText('Ulica i numer'), 'ul. Długa 1');
    await userEvent.type(form.getByLabelText('Miejscowość'), 'Warszawa');
    await userEvent.type(form.getByLabelText('Kod pocztowy'), '00640');
    expect(form.getByLabelText('Kod pocztowy')).toHaveValue('00-640');
    await userEvent.click(form.getByRole('button', { name: 'Zapisz adres' }));
    expect(await panel.findByText('ul. Długa 1, 00-640 Warszawa, Polska')).toBeVisible();
    expect(panel.queryByRole('form')).toBeNull();
    // Said where the focus goes: the form (and its button) is gone.
    const said = panel.getByTestId('addresses-result');
    expect(said).toHaveTextContent('Adres został zapisany.');
    expect(panel.getByRole('status')).toContainElement(said);
    await waitFor(() => expect(said).toHaveFocus());
    expect(sent.lines()).toEqual(['GET user/addresses', 'POST user/addresses']);
    expect(await sent.body('POST user/addresses')).toEqual({
      street: 'ul. Długa 1',
      city: 'Warszawa',
      postalCode: '00-640',
      country: 'PL',
    });
  });

  it('checks the fields before sending, and shows beside a field what the shop refused', async () => {
    savedHome();
    apiServer.use(
      http.put(apiPath('user/addresses/a-1'), () =>
        apiError(400, 'ENTITY_BAD_REQUEST', { fields: { postalCode: 'postal_code_invalid' } }),
      ),
    );
    const add = jest.spyOn(toast, 'add');
    await renderProfile(<SavedAddresses lang="en" />, { user: testUser() });
    const panel = await section();
    await userEvent.click(
      await panel.findByRole('button', {
        name: 'Change the address ul. Długa 1, 00-640 Warszawa, Poland',
      }),
    );
    const form = within(panel.getByRole('form', { name: 'Change the address' }));
    await userEvent.clear(form.getByLabelText('City'));
    await userEvent.click(form.getByRole('button', { name: 'Save the address' }));
    expect(await form.findByText('Enter the city.')).toBeVisible();
    expect(sent.lines()).toEqual(['GET user/addresses']);

    await userEvent.type(form.getByLabelText('City'), 'Kraków');
    await userEvent.click(form.getByRole('button', { name: 'Save the address' }));
    expect(
      await form.findByText(
        'This is not a postal code of the chosen country: write it as in the example.',
      ),
    ).toBeVisible();
    expect(form.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(add).not.toHaveBeenCalled();
  });

  it('changes an address', async () => {
    const moved = { ...home, city: 'Kraków', postalCode: '30-001' };
    savedHome();
    apiServer.use(http.put(apiPath('user/addresses/a-1'), () => HttpResponse.json(moved)));
    await renderProfile(<SavedAddresses lang="en" />, { user: testUser() });
    const panel = await section();
    await userEvent.click(await panel.findByTestId('address-edit'));
    const form = within(panel.getByRole('form', { name: 'Change the address' }));
    await userEvent.clear(form.getByLabelText('City'));
    await userEvent.type(form.getByLabelText('City'), 'Kraków');
    await userEvent.clear(form.getByLabelText('Postal code'));
    await userEvent.type(form.getByLabelText('Postal code'), '30001');
    await userEvent.click(form.getByRole('button', { name: 'Save the address' }));
    expect(await panel.findByText('ul. Długa 1, 30-001 Kraków, Poland')).toBeVisible();
    expect(await sent.body('PUT user/addresses/a-1')).toEqual({
      street: home.street,
      city: 'Kraków',
      postalCode: '30-001',
      country: 'PL',
    });
  });

  it('removes an address only once asked again, the focus following the question and its answer', async () => {
    savedHome();
    apiServer.use(
      http.delete(apiPath('user/addresses/a-1'), () => new HttpResponse(null, { status: 204 })),
    );
    await renderProfile(<SavedAddresses lang="ua" />, { lang: 'ua', user: testUser() });
    const panel = await section();
    await userEvent.click(await panel.findByTestId('address-remove'));
    expect(panel.getByRole('alert')).toHaveTextContent('Видалити цю адресу?');
    expect(panel.getByRole('button', { name: 'Так, видалити' })).toHaveFocus();
    await userEvent.click(panel.getByRole('button', { name: 'Залишити' }));
    expect(panel.getByTestId('saved-address')).toBeVisible();
    expect(panel.getByTestId('address-remove')).toHaveFocus();
    expect(sent.lines()).toEqual(['GET user/addresses']);

    await userEvent.click(panel.getByTestId('address-remove'));
    await userEvent.click(panel.getByRole('button', { name: 'Так, видалити' }));
    await waitFor(() => expect(panel.queryByTestId('saved-address')).toBeNull());
    expect(panel.getByText(/У вас ще немає збережених адрес/)).toBeVisible();
    expect(panel.getByTestId('addresses-result')).toHaveTextContent('Адресу видалено.');
    expect(panel.getByTestId('addresses-result')).toHaveFocus();
    expect(sent.lines()).toContain('DELETE user/addresses/a-1');
  });

  it('gives the focus back to the button that opened a form cancelled', async () => {
    savedHome();
    await renderProfile(<SavedAddresses lang="en" />, { user: testUser() });
    const panel = await section();
    await userEvent.click(await panel.findByTestId('address-edit'));
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(panel.getByTestId('address-edit')).toHaveFocus();
    await userEvent.click(panel.getByTestId('address-add'));
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    expect(panel.getByTestId('address-add')).toHaveFocus();
  });
});
