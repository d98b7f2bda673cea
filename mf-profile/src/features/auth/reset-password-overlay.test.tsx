import { overlay } from '@storefront/shared';
import { apiError, apiPath, apiServer, sent } from '@storefront/shared/testing/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  currentLocation,
  openToasts,
  renderOverlay,
  setUpDialogTests,
} from '../../testing/render-overlay';
import ResetPasswordOverlay from './reset-password-overlay';

const LINK = '/en?overlay=reset-password&reset-token=tok-123';

setUpDialogTests();

async function choose(password: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('the new-password dialog', () => {
  it("sends the link's token with the new password, then asks to sign in", async () => {
    apiServer.use(
      http.post(apiPath('auth/reset-password'), () => new HttpResponse(null, { status: 204 })),
    );
    await renderOverlay(ResetPasswordOverlay, { route: LINK });
    await choose('a new password');
    await waitFor(() => expect(currentLocation()).toBe('/en?overlay=login'));
    expect(await sent.body()).toEqual({
      token: 'tok-123',
      password: 'a new password',
    });
    expect(openToasts()).toEqual(['Your password is changed. Sign in with the new one.']);
  });

  it('checks the password length', async () => {
    await renderOverlay(ResetPasswordOverlay, { route: LINK, lang: 'pl' });
    await userEvent.type(screen.getByLabelText('Nowe hasło'), 'x'.repeat(129));
    await userEvent.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText('Hasło może mieć najwyżej 128 znaków.')).toBeVisible();
    expect(sent.requests()).toEqual([]);
  });

  it('says when the link has no token', async () => {
    await renderOverlay(ResetPasswordOverlay, { route: '/en?overlay=reset-password' });
    await choose('a new password');
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(
      'This password reset link is incomplete.',
    );
  });

  it.each([
    [404, 'RESET_TOKEN_NOT_FOUND', 'This link is not valid.'],
    [409, 'RESET_TOKEN_INVALID', 'This link has already been used, or a newer one was sent.'],
    [400, 'RESET_TOKEN_EXPIRED', 'This link has expired.'],
  ] as const)('explains a %s %s and offers a new link', async (status, code, text) => {
    apiServer.use(http.post(apiPath('auth/reset-password'), () => apiError(status, code)));
    await renderOverlay(ResetPasswordOverlay, { route: LINK });
    await choose('a new password');
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(text);
    expect(openToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(overlay.getSnapshot()).toBe('forgot-password');
  });
});
