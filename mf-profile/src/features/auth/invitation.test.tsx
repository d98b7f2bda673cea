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

const INVITATION = '/pl?overlay=reset-password&reset-token=tok-456&invitation=1';

setUpDialogTests();

describe("the owner's invitation, in the new-password dialog", () => {
  it('welcomes a colleague, sets the password, and signs them in to the back office', async () => {
    apiServer.use(
      http.post(apiPath('auth/reset-password'), () => new HttpResponse(null, { status: 204 })),
    );
    await renderOverlay(ResetPasswordOverlay, { route: INVITATION, lang: 'pl' });
    expect(screen.getByRole('heading', { name: 'Dołącz do zespołu sklepu' })).toBeVisible();
    expect(screen.getByTestId('invitation-intro')).toHaveTextContent('Zaproszono Cię');
    await userEvent.type(screen.getByLabelText('Nowe hasło'), 'a colleague password');
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/pl?overlay=login&return-to=%2Fpl%2Fadmin'),
    );
    expect(await sent.body()).toEqual({ token: 'tok-456', password: 'a colleague password' });
    expect(openToasts()).toEqual([
      'Twoje konto jest gotowe. Zaloguj się, aby otworzyć panel sklepu.',
    ]);
  });

  it('sends a colleague whose invitation has run out to its sender, not to a reset link', async () => {
    apiServer.use(
      http.post(apiPath('auth/reset-password'), () => apiError(400, 'RESET_TOKEN_EXPIRED')),
    );
    await renderOverlay(ResetPasswordOverlay, {
      route: INVITATION.replace('/pl', '/en'),
      lang: 'en',
    });
    await userEvent.type(screen.getByLabelText('New password'), 'a colleague password');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent(
      'This invitation has expired. Ask the person who invited you for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Request a new link' })).toBeNull();
  });
});
