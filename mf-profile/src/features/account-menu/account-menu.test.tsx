import { authLoaded, overlay, selectIsAuthenticated, selectUser, toast } from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent } from '@storefront/shared/testing/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { renderProfile } from '../../testing/render-profile';
import { openToasts, setUpDialogTests } from '../../testing/render-overlay';
import AccountMenu from './account-menu';

setUpDialogTests();

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

async function openMenu() {
  await userEvent.click(screen.getByTestId('account-menu-trigger'));
  return screen.findByRole('dialog', { name: 'Ada Lovelace' });
}

describe('the account menu', () => {
  it('waits for the start-up, then offers a guest to sign in', async () => {
    const { store } = await renderProfile(<AccountMenu lang="en" />, { user: null });
    expect(screen.queryByRole('button')).toBeNull();
    act(() => {
      store.dispatch(authLoaded());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(overlay.getSnapshot()).toBe('login');
  });

  it("links a customer's pages in the page language, without the admin area", async () => {
    await renderProfile(<AccountMenu lang="pl" />, { lang: 'pl' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu konta, Ada' }));
    const menu = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Moje konto', '/pl/profile'],
      ['Zamówienia', '/pl/profile/orders'],
      ['Ulubione', '/pl/profile/favorites'],
      ['Kody rabatowe', '/pl/profile/promo-codes'],
      ['Dane osobowe', '/pl/profile/details'],
    ]);
  });

  it.each([
    ['Owner', 'OWNER'],
    ['Admin', 'ADMIN'],
    // A manager is a Customer to the storefront, and staff all the same.
    ['Customer', 'MANAGER'],
  ] as const)(
    'gives the staff (%s, %s) the back office, in the page language',
    async (role, staffRole) => {
      await renderProfile(<AccountMenu lang="pl" />, {
        lang: 'pl',
        user: testUser({ role, staffRole }),
      });
      await userEvent.click(screen.getByRole('button', { name: 'Menu konta, Ada' }));
      const menu = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
      expect(within(menu).getByRole('link', { name: 'Panel sklepu' })).toHaveAttribute(
        'href',
        '/pl/admin',
      );
    },
  );

  it('signs out only once the shop has ended the session, and leaves a profile page', async () => {
    const { store } = await renderProfile(
      <>
        <AccountMenu lang="en" />
        <Where />
      </>,
      { route: '/en/profile/orders' },
    );
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(false));
    expect(sent.lines()).toEqual(['POST auth/logout']);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The page is left once the sign-out's answer is handled, a moment after the user is cleared.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(openToasts()).toEqual(['You are signed out.']);
  });

  it('keeps the customer signed in and shows an error toast when signing out fails', async () => {
    apiServer.use(http.post(apiPath('auth/logout'), () => apiError(500, 'UNKNOWN_ERROR')));
    const { store } = await renderProfile(<AccountMenu lang="en" />);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(openToasts()).toHaveLength(1));
    expect(toast.getSnapshot().find((item) => item.open)?.tone).toBe('error');
    expect(selectUser(store.getState())).toEqual(testUser());
    expect(screen.getByTestId('account-menu-trigger')).toBeVisible();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await renderProfile(<AccountMenu lang="en" />);
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('account-menu-trigger')).toHaveFocus();
  });
});
