import { overlay } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/render-profile';
import { renderOverlay, sentBody, setUpDialogTests } from '../../testing/render-overlay';
import ForgotPasswordOverlay from './forgot-password-overlay';

setUpDialogTests();

describe('the forgotten-password dialog', () => {
  it('checks the email in the page language', async () => {
    const fetch = mockApi({});
    await renderOverlay(ForgotPasswordOverlay, { lang: 'ru' });
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Введите правильный адрес электронной почты.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a link in the page language and gives the same answer for any email', async () => {
    const fetch = mockApi({
      'POST auth/forgot-password': { status: 202, body: { accepted: true } },
    });
    await renderOverlay(ForgotPasswordOverlay, { lang: 'pl' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'nobody@example.com');
    await userEvent.click(screen.getByTestId('forgot-password-submit'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jeśli istnieje konto dla nobody@example.com, wysłaliśmy na ten adres link do zmiany hasła.',
    );
    expect(await sentBody(fetch)).toEqual({
      email: 'nobody@example.com',
      language: 'pl',
    });
    await userEvent.click(screen.getByTestId('forgot-password-to-login'));
    expect(overlay.getSnapshot()).toBe('login');
  });
});
