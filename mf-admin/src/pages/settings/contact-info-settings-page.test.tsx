import type { ContactInfoSettingsView } from '@storefront/shared/admin';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { contactInfoSettingsPage } from './contact-info-settings-page';

setUpFakeApi();

const CONTACT: ContactInfoSettingsView = {
  section: {
    phoneNumber: '+48600100200',
    email: 'hello@verde.example',
    telegram: 'verdemarket',
    instagram: 'verde.market',
    whatsapp: '',
    pickupAddress: 'ul. Zielona 5, Warszawa',
  },
  version: 2,
};

beforeEach(() => {
  apiServer.use(
    http.get(apiPath('admin/settings/contact-info'), () => HttpResponse.json(CONTACT)),
    http.put(apiPath('admin/settings/contact-info'), async ({ request }) => {
      const body = (await request.json()) as ContactInfoSettingsView;
      return HttpResponse.json({ section: body.section, version: 3 });
    }),
  );
});

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('the contact details', () => {
  it('saves a phone typed after its dial code in E.164, and an account pasted as its address by its name', async () => {
    await renderAdmin(<contactInfoSettingsPage.Component lang="en" params={{}} />);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveValue('600 100 200'));
    await type(phone, '601234567');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: "WhatsApp number's dial code" }),
      'UA',
    );
    await type(screen.getByRole('textbox', { name: 'WhatsApp number' }), '671234567');
    await type(screen.getByTestId('contact-info-telegram'), 'https://t.me/verde_market');
    await userEvent.click(screen.getByTestId('contact-info-settings-save'));
    const result = await screen.findByTestId('contact-info-settings-result');
    expect(result).toHaveTextContent('Contact details saved.');
    await waitFor(() => expect(result).toHaveFocus());
    const body = (await sent.body('PUT admin/settings/contact-info')) as ContactInfoSettingsView;
    expect(body).toEqual({
      section: {
        ...CONTACT.section,
        phoneNumber: '+48601234567',
        whatsapp: '+380671234567',
        telegram: 'verde_market',
      },
      version: 2,
    });
  }, 30_000);

  it('refuses a phone its country cannot have and a Telegram name that is not one, in Ukrainian, and sends nothing', async () => {
    await renderAdmin(<contactInfoSettingsPage.Component lang="ua" params={{}} />, { lang: 'ua' });
    const phone = await screen.findByRole('textbox', { name: 'Телефон' });
    await type(phone, '123');
    await type(screen.getByTestId('contact-info-telegram'), 'a b');
    await userEvent.click(screen.getByTestId('contact-info-settings-save'));
    expect(
      await screen.findByText('Введіть номер, який може бути в цій країні, з її телефонним кодом.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Імʼя в Telegram складається з 5–32 латинських літер, цифр або підкреслень і починається з літери.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(sent.requests().filter((request) => request.method === 'PUT')).toEqual([]);
  }, 30_000);
});
