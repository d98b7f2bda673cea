import { overlay, selectUser, storeApi } from '@storefront/shared';
import { TEST_STORE, testUser } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent } from '@storefront/shared/testing/api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { openToasts, renderOverlay, setUpDialogTests } from '../../testing/render-overlay';
import RegisterOverlay from './register-overlay';

setUpDialogTests();

async function fillIn(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(screen.getByLabelText(label), value);
}

const ADA = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Password: 'correct horse',
};

describe('the registration dialog', () => {
  it('says what each field needs, in the page language', async () => {
    await renderOverlay(RegisterOverlay, { lang: 'ua' });
    await userEvent.type(screen.getByLabelText('Пароль'), 'short');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Введіть імʼя.')).toBeVisible();
    expect(screen.getByText('Введіть прізвище.')).toBeVisible();
    expect(screen.getByText('Введіть правильну адресу електронної пошти.')).toBeVisible();
    expect(screen.getByText('Пароль має містити щонайменше 8 символів.')).toBeVisible();
    expect(sent.requests()).toEqual([]);
  });

  it('refuses an incomplete phone number', async () => {
    await renderOverlay(RegisterOverlay);
    await fillIn({ ...ADA, 'Phone (optional)': '12' });
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(
      await screen.findByText(/This is not a valid number for the chosen dial code/),
    ).toBeVisible();
  });

  it('registers in the page language, signs in and tells about the welcome promo codes', async () => {
    const user = testUser({ language: 'en', favoriteProducts: [] });
    apiServer.use(
      http.post(apiPath('auth/register'), () => HttpResponse.json(user, { status: 201 })),
    );
    const { store, onClose } = await renderOverlay(RegisterOverlay);
    await act(() =>
      store.dispatch(
        storeApi.util.upsertQueryData('getStore', undefined, {
          ...TEST_STORE,
          discount: {
            registration: { enabled: true, value: 10, amountOfCodes: 2, type: 'PERCENT' },
          },
        }),
      ),
    );
    await fillIn(ADA);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sent.body()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      phone: null,
      language: 'en',
    });
    expect(selectUser(store.getState())).toEqual(user);
    expect(openToasts()).toEqual([
      'Welcome, Ada! Your account is ready. 2 welcome promo codes for 10% off are waiting for you under Profile → Promo codes.',
    ]);
  });

  it('says nothing of promo codes when the store gives none', async () => {
    apiServer.use(
      http.post(apiPath('auth/register'), () => HttpResponse.json(testUser(), { status: 201 })),
    );
    await renderOverlay(RegisterOverlay);
    await fillIn(ADA);
    await userEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(openToasts()).toEqual(['Welcome, Ada! Your account is ready.']));
  });

  it('tells in the dialog that the email has an account, and leads to signing in', async () => {
    apiServer.use(http.post(apiPath('auth/register'), () => apiError(409, 'USER_ALREADY_EXISTS')));
    await renderOverlay(RegisterOverlay);
    await fillIn(ADA);
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(openToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(overlay.getSnapshot()).toBe('login');
  });

  it('says on the password field, in the page language, that the API found the password too common', async () => {
    apiServer.use(
      http.post(apiPath('auth/register'), () =>
        apiError(400, 'ENTITY_BAD_REQUEST', {
          message: 'Invalid request (password: password_too_common)',
          fields: { password: 'password_too_common' },
        }),
      ),
    );
    await renderOverlay(RegisterOverlay, { lang: 'ua' });
    await fillIn({
      Імʼя: 'Ада',
      Прізвище: 'Лавлейс',
      'Ел. пошта': 'ada@example.com',
      Пароль: 'password',
    });
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(
      await screen.findByText(
        'Цей пароль — один із найпоширеніших, його легко підібрати. Оберіть інший.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Пароль')).toHaveFocus();
  });
});
