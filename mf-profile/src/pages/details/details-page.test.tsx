import { selectUser, toast } from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderProfile } from '../../testing/render-profile';
import { detailsPage } from './details-page';

const Page = detailsPage.Component;

const ada = testUser({ phone: '+48 600 100 200', language: 'pl' });

/** The shop knows the customer with these details. */
const detailsAre = (user: typeof ada) =>
  apiServer.use(http.get(apiPath('user/personal-data'), () => HttpResponse.json(user)));

setUpFakeApi();
beforeEach(() => detailsAre(ada));
afterEach(() => jest.restoreAllMocks());

/** What the page asked the shop to change (it also reads the saved addresses). */
const changesSent = () => sent.lines().filter((request) => !request.startsWith('GET '));

async function personalDataForm() {
  return within(await screen.findByRole('form', { name: 'Personal data' }));
}

describe('the personal details page', () => {
  it("fills the form with the customer's details", async () => {
    await renderProfile(<Page lang="en" params={{}} />, { user: ada });
    const form = await personalDataForm();
    expect(form.getByLabelText('First name')).toHaveValue('Ada');
    expect(form.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('PL');
    expect(form.getByLabelText('Phone')).toHaveValue('600 100 200');
    expect(form.getByLabelText('Language of our emails')).toHaveValue('pl');
    expect(screen.getByText('Email: ada@example.com')).toBeVisible();
  });

  it("names each email language in itself, marked with its BCP 47 tag (Ukrainian's is uk)", async () => {
    await renderProfile(<Page lang="en" params={{}} />, { user: ada });
    const form = await personalDataForm();
    const options = within(form.getByLabelText('Language of our emails')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.lang])).toEqual([
      ['en', 'en'],
      ['pl', 'pl'],
      ['ru', 'ru'],
      ['ua', 'uk'],
    ]);
  });

  it('saves the details, updates the signed-in user and says so', async () => {
    const saved = { ...ada, firstName: 'Augusta', phone: null, language: 'en' as const };
    apiServer.use(http.put(apiPath('user/personal-data'), () => HttpResponse.json(saved)));
    const add = jest.spyOn(toast, 'add');
    const { store } = await renderProfile(<Page lang="en" params={{}} />, { user: ada });
    const form = await personalDataForm();
    await userEvent.clear(form.getByLabelText('First name'));
    await userEvent.type(form.getByLabelText('First name'), 'Augusta');
    await userEvent.clear(form.getByLabelText('Phone'));
    await userEvent.selectOptions(form.getByLabelText('Language of our emails'), 'en');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(selectUser(store.getState())?.firstName).toBe('Augusta'));
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your details are saved.' }));
    expect(await sent.body('PUT user/personal-data')).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      phone: null,
      language: 'en',
    });
  });

  it('takes the phone as checkout and registration do: the dial code, then the digits', async () => {
    const noPhone = { ...ada, phone: null };
    detailsAre(noPhone);
    const saved = { ...ada, phone: '+380 671 234 567' };
    apiServer.use(http.put(apiPath('user/personal-data'), () => HttpResponse.json(saved)));
    await renderProfile(<Page lang="ua" params={{}} />, { lang: 'ua', user: noPhone });
    const form = within(await screen.findByRole('form', { name: 'Особисті дані' }));
    const dialCode = form.getByRole('combobox', { name: 'Код країни' });
    // A Ukrainian page starts from Ukraine's code.
    expect(dialCode).toHaveValue('UA');
    await userEvent.type(form.getByLabelText('Телефон'), '671234567');
    await userEvent.click(form.getByRole('button', { name: 'Зберегти зміни' }));
    expect(await sent.body('PUT user/personal-data')).toMatchObject({ phone: '+380671234567' });
  });

  it('explains what is wrong before sending anything', async () => {
    await renderProfile(<Page lang="pl" params={{}} />, { lang: 'pl', user: ada });
    const polish = within(await screen.findByRole('form', { name: 'Dane osobowe' }));
    await userEvent.clear(polish.getByLabelText('Imię'));
    await userEvent.clear(polish.getByLabelText('Telefon'));
    await userEvent.type(polish.getByLabelText('Telefon'), '12');
    await userEvent.click(polish.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await polish.findByText('Podaj imię.')).toBeVisible();
    expect(polish.getByLabelText('Imię')).toHaveAttribute('aria-invalid', 'true');
    expect(
      polish.getByText(
        'To nie jest poprawny numer dla wybranego numeru kierunkowego: sprawdź numer kierunkowy i cyfry.',
      ),
    ).toBeVisible();
    expect(changesSent()).toEqual([]);
  });
});

describe('the password change', () => {
  async function changePassword(current: string, next: string) {
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText('Current password'), current);
    await userEvent.type(form.getByLabelText('New password'), next);
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    return form;
  }

  it('asks for a new password of at least 8 characters', async () => {
    await renderProfile(<Page lang="en" params={{}} />, { user: ada });
    const form = await changePassword('old secret', 'short');
    expect(await form.findByText('The password must be at least 8 characters long.')).toBeVisible();
    expect(changesSent()).toEqual([]);
  });

  it('says on the field, and only there, when the current password is wrong', async () => {
    apiServer.use(
      http.put(apiPath('user/password'), () =>
        apiError(400, 'USER_PASSWORD_INCORRECT', {
          fields: { currentPassword: 'password_incorrect' },
        }),
      ),
    );
    const add = jest.spyOn(toast, 'add');
    await renderProfile(<Page lang="ru" params={{}} />, { lang: 'ru', user: ada });
    const form = within(await screen.findByRole('form', { name: 'Смена пароля' }));
    await userEvent.type(form.getByLabelText('Текущий пароль'), 'wrong password');
    await userEvent.type(form.getByLabelText('Новый пароль'), 'a new secret');
    await userEvent.click(form.getByRole('button', { name: 'Сменить пароль' }));
    expect(await form.findByText('Текущий пароль указан неверно.')).toBeVisible();
    expect(form.getByLabelText('Текущий пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Текущий пароль')).toHaveFocus();
    expect(add).not.toHaveBeenCalled();
  });

  it('changes the password and empties the form', async () => {
    apiServer.use(
      http.put(apiPath('user/password'), () => new HttpResponse(null, { status: 204 })),
    );
    const add = jest.spyOn(toast, 'add');
    await renderProfile(<Page lang="en" params={{}} />, { user: ada });
    const form = await changePassword('old secret', 'a new secret');
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Your password is changed.' }),
      ),
    );
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(await sent.body('PUT user/password')).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a new secret',
    });
  });
});
