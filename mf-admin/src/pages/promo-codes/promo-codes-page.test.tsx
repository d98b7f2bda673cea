import type { AdminPromoCode } from '@storefront/shared/admin';
import {
  apiError,
  apiPath,
  apiServer,
  sent,
  setUpFakeApi,
  testStaffSession,
} from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { promoCodesPage } from './promo-codes-page';

setUpFakeApi();

const code = (overrides: Partial<AdminPromoCode>): AdminPromoCode => ({
  id: 'code-1',
  code: 'SPRING-10',
  type: 'PERCENT',
  value: 10,
  state: 'ACTIVE',
  expiresAt: null,
  note: null,
  customer: null,
  use: null,
  createdBy: { email: 'owner@shop.example' },
  createdAt: '2031-03-01T08:00:00.000Z',
  version: 1,
  ...overrides,
});

const USED = code({
  id: 'code-2',
  code: 'ANNA-ONLY',
  type: 'AMOUNT',
  value: 1250,
  state: 'USED',
  customer: { id: 'u1', email: 'anna@example.com' },
  use: {
    usedAt: '2031-03-02T09:00:00.000Z',
    order: { id: 'o1', number: 1042, createdAt: '2031-03-02T09:00:00.000Z' },
  },
});

function listing(items: AdminPromoCode[]) {
  apiServer.use(
    http.get(apiPath('admin/promo-codes'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json({ items, total: items.length, page, limit: 20 });
    }),
  );
}

const { Component } = promoCodesPage;

describe('the promo codes page', () => {
  it('lists each code with its discount, customer, state and the order that used it, in Polish', async () => {
    listing([code({}), USED]);
    await renderAdmin(<Component lang="pl" params={{}} />, { lang: 'pl' });
    const rows = await screen.findAllByTestId('promo-code-row');
    expect(rows[0]).toHaveTextContent('SPRING-10');
    expect(rows[0]).toHaveTextContent('10%');
    expect(rows[0]).toHaveTextContent('Każdy');
    expect(within(rows[1]!).getByTestId('promo-code-state')).toHaveTextContent('Wykorzystany');
    expect(rows[1]).toHaveTextContent('12,50 zł');
    expect(rows[1]).toHaveTextContent('anna@example.com');
    expect(within(rows[1]!).getByTestId('promo-code-use')).toHaveTextContent(
      'Zamówienie nr 1042, 2 mar 2031, 10:00',
    );
    // Only an active code can be ended.
    expect(within(rows[0]!).getByTestId('promo-code-expire')).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('promo-code-expire')).toBeNull();
  });

  it('shows the codes of the filters applied', async () => {
    apiServer.use(
      http.get(apiPath('admin/promo-codes'), ({ request }) => {
        const customer = new URL(request.url).searchParams.get('customer');
        const items = customer ? [USED] : [code({}), USED, code({ id: 'code-3', code: 'THIRD' })];
        return HttpResponse.json({ items, total: items.length, page: 1, limit: 20 });
      }),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    expect(await screen.findAllByTestId('promo-code-row')).toHaveLength(3);
    await userEvent.type(screen.getByTestId('filter-customer'), 'anna@example.com');
    await userEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(screen.getAllByTestId('promo-code-row')).toHaveLength(1));
  });

  it('keeps its filters in the address and asks the API with them', async () => {
    listing([]);
    await renderAdmin(<Component lang="en" params={{}} />, {
      route: '/en/admin/promo-codes?state=USED&page=2',
    });
    expect(await screen.findByTestId('promo-code-empty')).toBeInTheDocument();
    expect(sent.lines()).toContain('GET admin/promo-codes?state=USED&page=2');
    await userEvent.type(screen.getByTestId('filter-customer'), 'anna@example.com');
    await userEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() =>
      expect(sent.lines()).toContain(
        'GET admin/promo-codes?state=USED&customer=anna%40example.com&page=1',
      ),
    );
  });

  it('creates a code for one customer, an amount in złoty; says what the API refused beside its field', async () => {
    listing([]);
    let attempts = 0;
    apiServer.use(
      http.post(apiPath('admin/promo-codes'), () => {
        attempts += 1;
        return attempts === 1
          ? apiError(404, 'USER_NOT_FOUND', { fields: { customerEmail: 'customer_not_found' } })
          : HttpResponse.json(code({ code: 'K7QM-2XPA-9RTE' }), { status: 201 });
      }),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    await userEvent.click(await screen.findByTestId('promo-code-new'));
    const dialog = await screen.findByTestId('promo-code-dialog');
    expect(within(dialog).getByTestId('promo-code-code')).toHaveFocus();
    await userEvent.click(within(dialog).getByTestId('promo-code-create'));
    expect(
      await within(dialog).findByText('Enter a number above zero (at most two decimals).'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByTestId('promo-code-type'), 'AMOUNT');
    await userEvent.type(within(dialog).getByTestId('promo-code-value'), '12,5');
    await userEvent.type(within(dialog).getByTestId('promo-code-customer'), 'nobody@example.com');
    await userEvent.click(within(dialog).getByTestId('promo-code-create'));
    expect(await within(dialog).findByText('No customer has this email.')).toBeInTheDocument();
    expect(await sent.body('POST admin/promo-codes')).toEqual({
      type: 'AMOUNT',
      value: 1250,
      expiresAt: null,
      customerEmail: 'nobody@example.com',
      note: null,
    });
    await userEvent.click(within(dialog).getByTestId('promo-code-create'));
    const result = await screen.findByTestId('promo-code-result');
    expect(result).toHaveTextContent('The code K7QM-2XPA-9RTE was created.');
    await waitFor(() => expect(result).toHaveFocus());
  }, 20_000);

  it('ends a code once asked to confirm, with the version it was read at', async () => {
    listing([code({})]);
    apiServer.use(
      http.post(apiPath('admin/promo-codes/code-1/expire'), () =>
        HttpResponse.json(code({ state: 'EXPIRED', version: 2 })),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    await userEvent.click(await screen.findByTestId('promo-code-expire'));
    const dialog = await screen.findByTestId('promo-code-expire-dialog');
    expect(dialog).toHaveTextContent('End the code SPRING-10 now?');
    await userEvent.click(within(dialog).getByTestId('promo-code-expire-confirm'));
    expect(await screen.findByTestId('promo-code-result')).toHaveTextContent(
      'The code SPRING-10 has ended.',
    );
    expect(await sent.body('POST admin/promo-codes/code-1/expire')).toEqual({ version: 1 });
  });

  it('offers a manager to make codes: their role may', async () => {
    listing([]);
    apiServer.use(
      http.get(apiPath('admin/session'), () => HttpResponse.json(testStaffSession('MANAGER'))),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    expect(await screen.findByTestId('promo-code-new')).toBeInTheDocument();
  });
});
