import type { DeliverySettingsView } from '@storefront/shared/admin';
import { TEST_STORE } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { deliverySettingsPage } from './delivery-settings-page';

setUpFakeApi();

const SETTINGS: DeliverySettingsView = { section: TEST_STORE.delivery, version: 4 };

beforeEach(() => {
  apiServer.use(http.get(apiPath('admin/settings/delivery'), () => HttpResponse.json(SETTINGS)));
});

const dpd = async () => screen.findByTestId('delivery-DPD_COURIER');

describe('the delivery settings', () => {
  it('saves a method made free from an amount, to the countries added, from the version read', async () => {
    apiServer.use(
      http.put(apiPath('admin/settings/delivery'), async ({ request }) => {
        const body = (await request.json()) as DeliverySettingsView;
        return HttpResponse.json({ section: body.section, version: 5 });
      }),
    );
    await renderAdmin(<deliverySettingsPage.Component lang="en" params={{}} />);
    const method = await dpd();
    expect(screen.getByRole('group', { name: 'DPD courier' })).toBe(method);
    expect(
      within(screen.getByTestId('delivery-INPOST_COURIER')).getByTestId(
        'delivery-INPOST_COURIER-price',
      ),
    ).toHaveValue('15.00');
    await userEvent.click(within(method).getByTestId('delivery-DPD_COURIER-active'));
    await userEvent.click(within(method).getByTestId('delivery-DPD_COURIER-payment-BANK_TRANSFER'));
    await userEvent.clear(within(method).getByTestId('delivery-DPD_COURIER-price'));
    await userEvent.type(within(method).getByTestId('delivery-DPD_COURIER-price'), '14,99');
    await userEvent.click(within(method).getByTestId('delivery-DPD_COURIER-free'));
    const from = within(method).getByTestId('delivery-DPD_COURIER-free-from');
    await userEvent.clear(from);
    await userEvent.type(from, '200');
    await userEvent.click(
      within(method).getByTestId('delivery-DPD_COURIER-promoCodeWithFreeDelivery'),
    );
    for (const country of ['PL', 'DE']) {
      await userEvent.selectOptions(
        within(method).getByTestId('delivery-DPD_COURIER-countries-add'),
        country,
      );
      await userEvent.click(
        within(method).getByTestId('delivery-DPD_COURIER-countries-add-button'),
      );
      expect(within(method).getByTestId('delivery-DPD_COURIER-countries-add')).toHaveFocus();
    }
    expect(within(method).getByTestId('delivery-DPD_COURIER-countries-DE')).toHaveTextContent(
      'Germany',
    );
    await userEvent.click(screen.getByTestId('delivery-settings-save'));
    const result = await screen.findByTestId('delivery-settings-result');
    expect(result).toHaveTextContent('Delivery settings saved');
    await waitFor(() => expect(result).toHaveFocus());
    const body = (await sent.body('PUT admin/settings/delivery')) as DeliverySettingsView;
    expect(body.version).toBe(4);
    expect(body.section.DPD_COURIER).toEqual({
      active: true,
      paymentOptions: ['BANK_TRANSFER'],
      price: 1499,
      freeDelivery: true,
      freeDeliveryFrom: 20_000,
      productDiscountWithFreeDelivery: false,
      promoCodeWithFreeDelivery: true,
      promotionWithFreeDelivery: false,
      countries: ['PL', 'DE'],
    });
    expect(body.section.INPOST_COURIER).toEqual(TEST_STORE.delivery.INPOST_COURIER);
  }, 30_000);

  it('refuses what the shop cannot offer beside its field, and sends nothing', async () => {
    await renderAdmin(<deliverySettingsPage.Component lang="pl" params={{}} />, { lang: 'pl' });
    const method = await dpd();
    await userEvent.click(within(method).getByTestId('delivery-DPD_COURIER-active'));
    await userEvent.clear(within(method).getByTestId('delivery-DPD_COURIER-price'));
    await userEvent.type(within(method).getByTestId('delivery-DPD_COURIER-price'), '-5');
    await userEvent.click(screen.getByTestId('delivery-settings-save'));
    expect(await within(method).findByText('Podaj kwotę 0 lub większą, np. 18,99.')).toBeVisible();
    await userEvent.clear(within(method).getByTestId('delivery-DPD_COURIER-price'));
    await userEvent.type(within(method).getByTestId('delivery-DPD_COURIER-price'), '5');
    await userEvent.click(screen.getByTestId('delivery-settings-save'));
    expect(
      await within(method).findByText(
        'Dostępna metoda wymaga co najmniej jednego sposobu płatności.',
      ),
    ).toBeVisible();
    expect(sent.requests().filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('says who saved meanwhile, when and what, keeps the form, and loads the newer version', async () => {
    apiServer.use(
      http.put(apiPath('admin/settings/delivery'), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
          conflict: {
            version: 5,
            fields: ['DPD_COURIER.price', 'TAXI.countries'],
            changedBy: { email: 'anna@shop.example', role: 'ADMIN' },
            changedAt: '2031-02-02T08:00:00.000Z',
          },
        } as never),
      ),
    );
    await renderAdmin(<deliverySettingsPage.Component lang="en" params={{}} />);
    const method = await dpd();
    await userEvent.clear(within(method).getByTestId('delivery-DPD_COURIER-price'));
    await userEvent.type(within(method).getByTestId('delivery-DPD_COURIER-price'), '9');
    await userEvent.click(screen.getByTestId('delivery-settings-save'));
    const conflict = await screen.findByTestId('delivery-settings-conflict');
    await waitFor(() => expect(conflict).toHaveFocus());
    expect(conflict).toHaveTextContent('the delivery settings were changed meanwhile');
    expect(conflict).toHaveTextContent('anna@shop.example (administrator)');
    expect(conflict).toHaveTextContent('DPD courier: price, Taxi courier: countries');
    expect(within(method).getByTestId('delivery-DPD_COURIER-price')).toHaveValue('9');
    apiServer.use(
      http.get(apiPath('admin/settings/delivery'), () =>
        HttpResponse.json({
          section: {
            ...SETTINGS.section,
            DPD_COURIER: { ...SETTINGS.section.DPD_COURIER, price: 2100 },
          },
          version: 5,
        }),
      ),
    );
    await userEvent.click(within(conflict).getByTestId('delivery-settings-conflict-load'));
    await waitFor(() =>
      expect(within(method).getByTestId('delivery-DPD_COURIER-price')).toHaveValue('21.00'),
    );
    expect(screen.queryByTestId('delivery-settings-conflict')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('delivery-settings-result')).toHaveFocus());
  }, 30_000);
});
