import { overlay } from '@storefront/shared';
import { apiPath, apiServer, sent } from '@storefront/shared/testing/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderOverlay, setUpDialogTests } from '../../testing/render-overlay';
import ForgotPasswordOverlay from './forgot-password-overlay';

setUpDialogTests();

describe('the forgotten-password dialog', () => {
  it('checks the email in the page language', async () => {
    await renderOverlay(ForgotPasswordOverlay, { lang: 'ru' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Введите правильный адрес электронной почты.')).toBeVisible();
    expect(sent.requests()).toEqual([]);
  });

  it('asks for a link in the page language and gives the same answer for any email', async () => {
    apiServer.use(
      http.post(apiPath('auth/forgot-password'), () =>
        HttpResponse.json({ accepted: true }, { status: 202 }),
      ),
    );
    await renderOverlay(ForgotPasswordOverlay, { lang: 'pl' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await userEvent.click(screen.getByTestId('forgot-password-submit'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jeśli istnieje konto dla nobody@example.com, wysłaliśmy na ten adres link do zmiany hasła.',
    );
    expect(await sent.body()).toEqual({
      email: 'nobody@example.com',
      language: 'pl',
    });
    await userEvent.click(screen.getByTestId('forgot-password-to-login'));
    expect(overlay.getSnapshot()).toBe('login');
  });
});
