import type { OrderTracking } from '@storefront/shared';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderCheckout } from '../../testing/render-checkout';
import { trackingPage } from './order-tracking-page';

const Page = trackingPage.Component;

const tracking: OrderTracking = {
  number: 1042,
  status: 'SHIPPED',
  history: [
    { status: 'NEW', at: '2026-11-20T09:15:00.000Z' },
    { status: 'CONFIRMED', at: '2026-11-20T11:00:00.000Z' },
    { status: 'SHIPPED', at: '2026-11-21T08:30:00.000Z' },
  ],
  createdAt: '2026-11-20T09:15:00.000Z',
  deliveryMethod: 'INPOST_PARCEL_LOCKER',
  paymentMethod: 'BANK_TRANSFER',
  // Shipped: paid already.
  paymentInstructions: null,
  currency: 'PLN',
  total: 9980,
  lines: [{ name: 'Sencha Kioto 100 g', quantity: 2 }],
};

/** The shop tracks any order by number as `answer` says. */
const tracks = (answer: () => Response) =>
  apiServer.use(http.post(apiPath('order/:number/track'), answer));

setUpFakeApi();

describe('order tracking', () => {
  it('takes the number from the address and shows the history in the page language', async () => {
    apiServer.use(
      http.post<never, { contact: string }>(apiPath('order/1042/track'), async ({ request }) =>
        (await request.json()).contact === 'anna@example.com'
          ? HttpResponse.json(tracking)
          : apiError(404, 'ORDER_NOT_FOUND'),
      ),
    );
    await renderCheckout(<Page lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/order-tracking?number=1042',
    });
    expect(screen.getByLabelText('Numer zamówienia')).toHaveValue('1042');
    await userEvent.type(screen.getByLabelText('E-mail lub telefon'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Śledź zamówienie' }));

    const timeline = await screen.findByTestId('order-timeline');
    const entries = within(timeline).getAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.dataset.status)).toEqual(['NEW', 'CONFIRMED', 'SHIPPED']);
    expect(entries[0]).toHaveTextContent('Złożone');
    expect(entries[0]).toHaveTextContent('20 listopada 2026');
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('Wysłane');
    expect(screen.getByTestId('tracking-delivery')).toHaveTextContent('Paczkomat InPost');
    expect(screen.getByTestId('tracking-total')).toHaveTextContent('99,80 zł');
    expect(screen.getByText('Sencha Kioto 100 g × 2')).toBeVisible();
    expect(screen.getByTestId('tracking-payment')).toHaveTextContent('Przelew bankowy');
    expect(screen.queryByTestId('payment-instructions')).toBeNull();
    expect(sent.lines()).toEqual(['POST order/1042/track?lang=pl']);
  });

  it('tells a cancelled order restored as such', async () => {
    tracks(() =>
      HttpResponse.json({
        ...tracking,
        status: 'NEW',
        history: [
          { status: 'NEW', at: '2026-11-20T09:15:00.000Z' },
          { status: 'CANCELLED', at: '2026-11-20T10:00:00.000Z' },
          { status: 'NEW', at: '2026-11-20T11:00:00.000Z' },
        ],
      }),
    );
    await renderCheckout(<Page lang="en" params={{}} />, {
      route: '/en/order-tracking?number=1042',
    });
    await userEvent.type(screen.getByLabelText('Email or phone'), 'anna@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    const entries = within(await screen.findByTestId('order-timeline')).getAllByTestId(
      'timeline-entry',
    );
    expect(entries.map((entry) => entry.firstChild?.textContent)).toEqual([
      'Placed',
      'Cancelled',
      'Restored',
    ]);
  });

  it('tells how to pay an order that waits for its payment', async () => {
    tracks(() =>
      HttpResponse.json({
        ...tracking,
        status: 'NEW',
        history: tracking.history.slice(0, 1),
        paymentMethod: 'REVOLUT',
        paymentInstructions: {
          method: 'REVOLUT',
          details: {
            recipient: 'Verde Market',
            revtag: 'verdemarket',
            link: 'https://revolut.me/verdemarket',
          },
          amount: 9980,
          currency: 'PLN',
          reference: '1042',
        },
      } satisfies OrderTracking),
    );
    await renderCheckout(<Page lang="ua" params={{}} />, {
      lang: 'ua',
      route: '/ua/order-tracking?number=1042',
    });
    await userEvent.type(screen.getByTestId('tracking-contact'), 'anna@example.com');
    await userEvent.click(screen.getByTestId('tracking-submit'));
    const card = await screen.findByRole('region', { name: 'Як оплатити (Revolut)' });
    // In the shop's currency, as Ukrainian writes it.
    expect(within(card).getByTestId('payment-amount')).toHaveTextContent('99,80 PLN');
    expect(within(card).getByTestId('payment-revtag')).toHaveTextContent('@verdemarket');
    expect(
      within(card).getByRole('link', { name: 'https://revolut.me/verdemarket' }),
    ).toHaveAttribute('href', 'https://revolut.me/verdemarket');
    expect(within(card).getByText('Призначення платежу')).toBeVisible();
    expect(within(card).getByTestId('payment-reference')).toHaveTextContent('1042');
  });

  it('says so when no order matches the number and contact', async () => {
    tracks(() => apiError(404, 'ORDER_NOT_FOUND'));
    await renderCheckout(<Page lang="en" params={{}} />, { route: '/en/order-tracking' });
    await userEvent.type(screen.getByLabelText('Order number'), '77');
    await userEvent.type(screen.getByLabelText('Email or phone'), '+48 600 100 200');
    await userEvent.click(screen.getByTestId('tracking-submit'));
    expect(await screen.findByTestId('tracking-not-found')).toHaveTextContent(
      'No order matches this number and contact.',
    );
    expect(screen.queryByTestId('order-timeline')).toBeNull();
  });

  it('asks for a number made of digits and a contact before looking', async () => {
    tracks(() => HttpResponse.json(tracking));
    await renderCheckout(<Page lang="en" params={{}} />, { route: '/en/order-tracking' });
    await userEvent.type(screen.getByLabelText('Order number'), 'A-12');
    await userEvent.click(screen.getByTestId('tracking-submit'));
    expect(await screen.findByText('Enter the order number: digits only.')).toBeVisible();
    expect(screen.getByText('Enter the email or phone number you gave at checkout.')).toBeVisible();
    expect(sent.requests()).toEqual([]);
  });
});
