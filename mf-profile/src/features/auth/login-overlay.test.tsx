import {
  AUTH_OVERLAYS,
  authLoaded,
  overlay,
  selectIsAuthenticated,
  selectUser,
} from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent } from '@storefront/shared/testing/api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  currentLocation,
  openToasts,
  renderOverlay,
  setUpDialogTests,
} from '../../testing/render-overlay';
import { DEVICE_FAVORITES_KEY } from '../favorites/device-favorites';
import LoginOverlay from './login-overlay';

setUpDialogTests();

/** The shop answers a sign-in with this customer. */
const signsIn = (user = testUser()) =>
  apiServer.use(http.post(apiPath('auth/login'), () => HttpResponse.json(user)));

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in dialog', () => {
  it('says what is wrong with the fields, in the page language, and sends nothing', async () => {
    await renderOverlay(LoginOverlay, { lang: 'pl' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Podaj poprawny adres e-mail.')).toBeVisible();
    expect(screen.getByText('Podaj hasło.')).toBeVisible();
    expect(sent.requests()).toEqual([]);
  });

  it('signs in, welcomes the customer and closes', async () => {
    signsIn();
    const { store, onClose } = await renderOverlay(LoginOverlay);
    await signIn(' Ada@Example.com ', 'correct horse');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sent.body(0)).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(selectUser(store.getState())).toEqual(testUser());
    expect(openToasts()).toEqual(['Welcome back, Ada!']);
  });

  it('takes the favorites a guest marked on the device into the account', async () => {
    localStorage.setItem(DEVICE_FAVORITES_KEY, JSON.stringify(['p-3', 'p-1']));
    signsIn(testUser({ favoriteProducts: ['p-1'] }));
    apiServer.use(
      http.post(apiPath('user/favorites'), () =>
        HttpResponse.json({ favoriteProducts: ['p-3', 'p-1'] }),
      ),
    );
    const { store } = await renderOverlay(LoginOverlay);
    await signIn('ada@example.com', 'correct horse');
    await waitFor(() =>
      expect(selectUser(store.getState())?.favoriteProducts).toEqual(['p-3', 'p-1']),
    );
    expect(await sent.body(1)).toEqual({ productIds: ['p-3', 'p-1'] });
    expect(localStorage.getItem(DEVICE_FAVORITES_KEY)).toBeNull();
  });

  it('opens the profile page the guest was sent from', async () => {
    signsIn();
    const { onClose } = await renderOverlay(LoginOverlay, {
      route: '/en?overlay=login&return-to=%2Fen%2Fprofile%2Forders%3Fpage%3D2',
    });
    overlay.open(AUTH_OVERLAYS.login);
    await signIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(currentLocation()).toBe('/en/profile/orders?page=2'));
    expect(overlay.getSnapshot()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores a return address outside the profile', async () => {
    signsIn();
    const { onClose } = await renderOverlay(LoginOverlay, {
      route: '/en?overlay=login&return-to=https%3A%2F%2Fevil.example%2Fen%2Fprofile',
    });
    await signIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(currentLocation()).toBe(
      '/en?overlay=login&return-to=https%3A%2F%2Fevil.example%2Fen%2Fprofile',
    );
  });

  it('tells a wrong email or password in the dialog, without a toast, and stays signed out', async () => {
    apiServer.use(
      http.post(apiPath('auth/login'), () => apiError(401, 'ENTITY_UNAUTHORIZED_ACTION')),
    );
    const { store, onClose } = await renderOverlay(LoginOverlay);
    act(() => {
      store.dispatch(authLoaded());
    });
    await signIn('ada@example.com', 'wrong password');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'The email or password is not correct.',
    );
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(openToasts()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows other failures as an error toast', async () => {
    apiServer.use(http.post(apiPath('auth/login'), () => apiError(429, 'UNKNOWN_ERROR')));
    await renderOverlay(LoginOverlay);
    await signIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(openToasts()[0]).toMatch(/^Too many requests/));
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('leads to registration and to the forgotten password', async () => {
    await renderOverlay(LoginOverlay);
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(overlay.getSnapshot()).toBe('register');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(overlay.getSnapshot()).toBe('forgot-password');
  });

  it('closes at once for a visitor who is already signed in', async () => {
    const { onClose } = await renderOverlay(LoginOverlay, { user: testUser() });
    expect(onClose).toHaveBeenCalled();
  });
});
