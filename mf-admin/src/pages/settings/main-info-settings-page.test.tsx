import {
  mainInfoSettingsOf,
  type MainInfoSettingsUpdate,
  type MainInfoSettingsView,
} from '@storefront/shared/admin';
import { TEST_STORE } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { mainInfoSettingsPage } from './main-info-settings-page';

setUpFakeApi();

const INFO: MainInfoSettingsView = {
  section: mainInfoSettingsOf(
    {
      ...TEST_STORE.mainInfo,
      name: 'Verde',
      languageCode: 'pl',
      additionalLanguageCodes: ['en'],
      description: { pl: 'Kawa i herbata.', en: 'Coffee and tea.' },
    },
    TEST_STORE.currency,
  ),
  version: 3,
  pictures: { logo: '/api/v1/images/store/logo.svg', favicon: null },
};

beforeEach(() => {
  apiServer.use(
    http.get(apiPath('admin/settings/main-info'), () => HttpResponse.json(INFO)),
    http.put(apiPath('admin/settings/main-info'), async ({ request }) => {
      const body = (await request.json()) as MainInfoSettingsUpdate;
      return HttpResponse.json({ ...INFO, section: body.section, version: body.version + 1 });
    }),
  );
});

const puts = () => sent.requests().filter((request) => request.method === 'PUT');

describe('the main info', () => {
  it('saves a new name, a description and a currency offered at its typed rate, from the version read', async () => {
    await renderAdmin(<mainInfoSettingsPage.Component lang="pl" params={{}} />, { lang: 'pl' });
    const name = await screen.findByRole('textbox', { name: 'Nazwa sklepu' });
    expect(name).toHaveValue('Verde');
    await userEvent.clear(name);
    await userEvent.type(name, '  Verde Market ');
    await userEvent.type(screen.getByTestId('main-info-description-ua'), 'Кава й чай.');
    const czk = screen.getByRole('group', { name: /CZK/ });
    await userEvent.click(within(czk).getByTestId('main-info-currency-CZK-active'));
    await userEvent.type(within(czk).getByTestId('main-info-currency-CZK-rate'), '5,83');
    await userEvent.click(screen.getByTestId('main-info-settings-save'));
    const result = await screen.findByTestId('main-info-settings-result');
    expect(result).toHaveTextContent('Informacje podstawowe zapisane.');
    await waitFor(() => expect(result).toHaveFocus());
    const body = (await sent.body('PUT admin/settings/main-info')) as MainInfoSettingsUpdate;
    expect(body.version).toBe(3);
    expect(body.section.name).toBe('Verde Market');
    expect(body.section.description).toEqual({
      pl: 'Kawa i herbata.',
      en: 'Coffee and tea.',
      ru: '',
      ua: 'Кава й чай.',
    });
    expect(body.section.currency.CZK).toEqual({ active: true, rate: 5.83 });
    expect(body.section.currency.EUR).toEqual({ active: true, rate: 0.25 });
    expect(body.section.currency.PLN).toEqual({ active: true, rate: 1 });
  }, 30_000);

  it('says beside the choice that the storefront is not offered in the main language the API refused', async () => {
    apiServer.use(
      http.put(apiPath('admin/settings/main-info'), () =>
        apiError(400, 'STORE_NO_LANGUAGES_AVAILABLE', {
          message: 'Language not found',
          fields: { 'section.languageCode': 'language_not_available' },
        } as never),
      ),
    );
    await renderAdmin(<mainInfoSettingsPage.Component lang="en" params={{}} />);
    const main = await screen.findByRole('combobox', { name: 'Main language' });
    await userEvent.selectOptions(main, 'German');
    expect(main).toHaveValue('de');
    await userEvent.click(screen.getByTestId('main-info-settings-save'));
    expect(
      await screen.findByText(
        'The storefront is offered in English, Polish, Russian and Ukrainian only: the main language must be one of them.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(main).toHaveFocus());
    expect(main).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(1);
  }, 30_000);

  it('refuses a main language that is also an additional one and a rate that is not one, and sends nothing', async () => {
    await renderAdmin(<mainInfoSettingsPage.Component lang="ua" params={{}} />, { lang: 'ua' });
    const polish = await screen.findByTestId('main-info-additional-pl');
    await userEvent.click(polish);
    await userEvent.click(screen.getByTestId('main-info-settings-save'));
    expect(
      await screen.findByText('Основна мова не може бути також додатковою: зніміть тут позначку.'),
    ).toBeVisible();
    await userEvent.click(polish);
    const usd = screen.getByRole('group', { name: /USD/ });
    await userEvent.clear(within(usd).getByTestId('main-info-currency-USD-rate'));
    await userEvent.type(within(usd).getByTestId('main-info-currency-USD-rate'), 'abc');
    await userEvent.click(screen.getByTestId('main-info-settings-save'));
    expect(
      await within(usd).findByText('Введіть курс не менше 0, наприклад 0,2325.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(usd).getByTestId('main-info-currency-USD-rate')).toHaveFocus(),
    );
    expect(puts()).toEqual([]);
  }, 30_000);

  it('uploads a new logo at once over the version, and the next save goes over the version it left', async () => {
    const uploaded = '/api/v1/images/uploads/0b7c3b9e-4a55-4c3e-9d0f-6f1f3c9b2a10.webp';
    apiServer.use(
      http.post(apiPath('admin/settings/main-info/logo'), () =>
        HttpResponse.json({ ...INFO, version: 4, pictures: { ...INFO.pictures, logo: uploaded } }),
      ),
    );
    await renderAdmin(<mainInfoSettingsPage.Component lang="en" params={{}} />);
    const logo = await screen.findByTestId('main-info-logo');
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(logo).getByLabelText('Upload a new logo'), file);
    await waitFor(() =>
      expect(within(logo).getByRole('img', { name: 'The current logo' })).toHaveAttribute(
        'src',
        uploaded,
      ),
    );
    expect(screen.getByTestId('main-info-pictures-status')).toHaveTextContent('Logo saved.');
    expect(sent.lines()).toContain('POST admin/settings/main-info/logo?version=3');
    expect(
      within(screen.getByTestId('main-info-favicon')).getByText(
        'None: the storefront shows its own.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByTestId('main-info-settings-save'));
    await screen.findByText(/Main info saved/);
    const body = (await sent.body('PUT admin/settings/main-info')) as MainInfoSettingsUpdate;
    expect(body.version).toBe(4);
  }, 30_000);

  it('names what someone changed meanwhile and keeps what was typed', async () => {
    apiServer.use(
      http.put(apiPath('admin/settings/main-info'), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
          conflict: {
            version: 4,
            fields: ['name', 'description.pl', 'logo'],
            changedBy: { email: 'anna@shop.example', role: 'OWNER' },
            changedAt: '2031-02-02T08:00:00.000Z',
          },
        } as never),
      ),
    );
    await renderAdmin(<mainInfoSettingsPage.Component lang="en" params={{}} />);
    const name = await screen.findByRole('textbox', { name: 'Shop name' });
    await userEvent.type(name, ' Market');
    await userEvent.click(screen.getByTestId('main-info-settings-save'));
    const conflict = await screen.findByTestId('main-info-settings-conflict');
    await waitFor(() => expect(conflict).toHaveFocus());
    expect(conflict).toHaveTextContent('the main info was changed meanwhile');
    expect(conflict).toHaveTextContent('Shop name, Description (Polish), Logo');
    expect(name).toHaveValue('Verde Market');
  }, 30_000);
});
