import type { StaffMember } from '@storefront/shared/admin';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { staffPage } from './staff-page';

setUpFakeApi();

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 'owner-1',
  email: 'owner@shop.example',
  firstName: 'Olena',
  lastName: 'Kowal',
  role: 'OWNER',
  state: 'ACTIVE',
  language: 'pl',
  invitationExpiresAt: null,
  deactivatedAt: null,
  createdAt: '2031-03-01T08:00:00.000Z',
  version: 1,
  ...overrides,
});

const INVITED = member({
  id: 'staff-2',
  email: 'jan@shop.example',
  firstName: '',
  lastName: '',
  role: 'MANAGER',
  state: 'INVITED',
  invitationExpiresAt: '2031-03-04T08:00:00.000Z',
});
const MANAGER = member({
  id: 'staff-3',
  email: 'ewa@shop.example',
  firstName: 'Ewa',
  lastName: 'Nowak',
  role: 'MANAGER',
  version: 4,
});
const GONE = member({
  id: 'staff-4',
  email: 'piotr@shop.example',
  role: 'ADMIN',
  state: 'DEACTIVATED',
  deactivatedAt: '2031-03-02T10:00:00.000Z',
});

function listing(items: StaffMember[]) {
  apiServer.use(http.get(apiPath('admin/staff'), () => HttpResponse.json({ items })));
}

const { Component } = staffPage;

const rowOf = async (email: string) =>
  (await screen.findAllByTestId('staff-row')).find((row) => row.dataset.email === email)!;

describe('the staff page', () => {
  it('lists each account with its role and state, and what may be done with it, in Ukrainian', async () => {
    listing([member({}), INVITED, MANAGER, GONE]);
    await renderAdmin(<Component lang="ua" params={{}} />, { lang: 'ua' });
    const invited = await rowOf('jan@shop.example');
    expect(within(invited).getByTestId('staff-row-role')).toHaveTextContent('Менеджер');
    expect(within(invited).getByTestId('staff-row-state')).toHaveTextContent(
      'Запрошення: посилання діє до',
    );
    expect(within(invited).getByTestId('staff-invitation')).toBeInTheDocument();
    const gone = await rowOf('piotr@shop.example');
    expect(within(gone).getByTestId('staff-row-state')).toHaveTextContent('Вимкнений');
    expect(within(gone).getByTestId('staff-reactivate')).toBeInTheDocument();
    expect(within(gone).queryByTestId('staff-deactivate')).toBeNull();
    const active = await rowOf('ewa@shop.example');
    expect(active).toHaveTextContent('Ewa Nowak');
    expect(within(active).getByTestId('staff-deactivate')).toHaveTextContent('Вимкнути');
    expect(within(active).queryByTestId('staff-invitation')).toBeNull();
  });

  it("invites a manager with the owner's password, said beside it when wrong; the focus goes to the result", async () => {
    listing([member({})]);
    let attempts = 0;
    apiServer.use(
      http.post(apiPath('admin/staff/invitations'), () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, 'USER_PASSWORD_INCORRECT', { fields: { password: 'password_incorrect' } })
          : HttpResponse.json(INVITED, { status: 201 });
      }),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    await userEvent.click(await screen.findByTestId('staff-invite'));
    const dialog = await screen.findByTestId('staff-invite-dialog');
    expect(within(dialog).getByTestId('staff-invite-email')).toHaveFocus();
    await userEvent.click(within(dialog).getByTestId('staff-invite-dialog-submit'));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your password.')).toBeInTheDocument();
    // An invitation gives an administrator's or a manager's role, never an owner's.
    const roles = within(within(dialog).getByTestId('staff-invite-role')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual(['Administrator', 'Manager']);
    await userEvent.type(within(dialog).getByTestId('staff-invite-email'), ' Jan@Shop.example ');
    await userEvent.selectOptions(within(dialog).getByTestId('staff-invite-language'), 'pl');
    await userEvent.type(within(dialog).getByTestId('staff-invite-dialog-password'), 'wrong one');
    await userEvent.click(within(dialog).getByTestId('staff-invite-dialog-submit'));
    expect(await within(dialog).findByText('This is not your password.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByTestId('staff-invite-dialog-password')).toHaveFocus(),
    );
    expect(await sent.body('POST admin/staff/invitations')).toEqual({
      email: 'jan@shop.example',
      role: 'MANAGER',
      language: 'pl',
      password: 'wrong one',
    });
    await userEvent.clear(within(dialog).getByTestId('staff-invite-dialog-password'));
    await userEvent.type(within(dialog).getByTestId('staff-invite-dialog-password'), 'right one');
    await userEvent.click(within(dialog).getByTestId('staff-invite-dialog-submit'));
    const result = await screen.findByTestId('staff-result');
    expect(result).toHaveTextContent('An invitation was sent to jan@shop.example.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.queryByTestId('staff-invite-dialog')).toBeNull();
  }, 30_000);

  it('changes a role from the version read, and says why the last owner keeps theirs', async () => {
    listing([member({}), MANAGER]);
    apiServer.use(
      http.put(apiPath('admin/staff/staff-3/role'), () =>
        HttpResponse.json({ ...MANAGER, role: 'ADMIN', version: 5 }),
      ),
      http.put(apiPath('admin/staff/owner-1/role'), () => apiError(409, 'USER_CANNOT_BE_UPDATED')),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    await userEvent.click(within(await rowOf('ewa@shop.example')).getByTestId('staff-role'));
    let dialog = await screen.findByTestId('staff-role-dialog');
    expect(dialog).toHaveTextContent('The role of ewa@shop.example');
    await userEvent.selectOptions(within(dialog).getByTestId('staff-role-choice'), 'ADMIN');
    await userEvent.type(within(dialog).getByTestId('staff-role-dialog-password'), 'my password');
    await userEvent.click(within(dialog).getByTestId('staff-role-dialog-submit'));
    const result = await screen.findByTestId('staff-result');
    expect(result).toHaveTextContent('ewa@shop.example is now: Administrator.');
    expect(await sent.body('PUT admin/staff/staff-3/role')).toEqual({
      role: 'ADMIN',
      version: 4,
      password: 'my password',
    });

    await userEvent.click(within(await rowOf('owner@shop.example')).getByTestId('staff-role'));
    dialog = await screen.findByTestId('staff-role-dialog');
    await userEvent.selectOptions(within(dialog).getByTestId('staff-role-choice'), 'MANAGER');
    await userEvent.type(within(dialog).getByTestId('staff-role-dialog-password'), 'my password');
    await userEvent.click(within(dialog).getByTestId('staff-role-dialog-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('staff-result')).toHaveTextContent(
        "This is the shop's last owner: make another account owner first.",
      ),
    );
    await waitFor(() => expect(screen.getByTestId('staff-result')).toHaveFocus());
  }, 30_000);

  it('deactivates an account once confirmed, and says who changed it when the list was stale', async () => {
    listing([member({}), MANAGER]);
    let attempts = 0;
    apiServer.use(
      http.post(apiPath('admin/staff/staff-3/deactivate'), () => {
        attempts += 1;
        return attempts === 1
          ? apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
              conflict: {
                version: 5,
                fields: ['role'],
                changedBy: { email: 'other-owner@shop.example', role: 'OWNER' },
                changedAt: '2031-03-02T10:00:00.000Z',
              },
            } as never)
          : HttpResponse.json({ ...MANAGER, state: 'DEACTIVATED', version: 6 });
      }),
    );
    await renderAdmin(<Component lang="pl" params={{}} />, { lang: 'pl' });
    await userEvent.click(within(await rowOf('ewa@shop.example')).getByTestId('staff-deactivate'));
    let dialog = await screen.findByTestId('staff-deactivate-dialog');
    expect(dialog).toHaveTextContent('Dezaktywować ewa@shop.example?');
    await userEvent.type(within(dialog).getByTestId('staff-deactivate-dialog-password'), 'hasło');
    await userEvent.click(within(dialog).getByTestId('staff-deactivate-dialog-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('staff-result')).toHaveTextContent(
        'To konto zostało w międzyczasie zmienione przez other-owner@shop.example.',
      ),
    );
    expect(await sent.body('POST admin/staff/staff-3/deactivate')).toEqual({
      version: 4,
      password: 'hasło',
    });
    await userEvent.click(within(await rowOf('ewa@shop.example')).getByTestId('staff-deactivate'));
    dialog = await screen.findByTestId('staff-deactivate-dialog');
    // The password is asked again: the dialog keeps none.
    expect(within(dialog).getByTestId('staff-deactivate-dialog-password')).toHaveValue('');
    await userEvent.type(within(dialog).getByTestId('staff-deactivate-dialog-password'), 'hasło');
    await userEvent.click(within(dialog).getByTestId('staff-deactivate-dialog-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('staff-result')).toHaveTextContent(
        'Konto ewa@shop.example jest dezaktywowane, a sesje zakończone.',
      ),
    );
  }, 30_000);
});
