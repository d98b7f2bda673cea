import type { AdminPromotion } from '@storefront/shared/admin';
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
import { newPromotionPage } from './new-promotion-page';
import { promotionPage } from './promotion-page';
import { promotionsPage } from './promotions-page';

setUpFakeApi();

const PROMOTION: AdminPromotion = {
  id: 'promo-1',
  name: { en: 'Mugs week', pl: 'Tydzień kubków' },
  type: 'PERCENT',
  value: 20,
  minSubtotal: 0,
  startsAt: '2031-03-01T08:00:00.000Z',
  endsAt: null,
  active: true,
  scope: 'CATEGORIES',
  state: 'SCHEDULED',
  products: [],
  categories: [{ id: 'cat-mugs', slug: 'cups-and-mugs', name: { en: 'Cups and mugs' } }],
  version: 3,
  createdAt: '2031-02-01T08:00:00.000Z',
  updatedAt: '2031-02-01T08:00:00.000Z',
};

const CATEGORIES = [
  { id: 'cat-tea', slug: 'tea', name: { en: 'Tea' } },
  { id: 'cat-mugs', slug: 'cups-and-mugs', name: { en: 'Cups and mugs' } },
];

beforeEach(() => {
  apiServer.use(
    http.get(apiPath('admin/promotion-targets'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('kind') === 'categories'
          ? CATEGORIES
          : [{ id: 'p-mug', slug: 'stoneware-mug', name: { en: 'Stoneware mug' } }],
      ),
    ),
    http.get(apiPath('admin/promotions/promo-1'), () => HttpResponse.json(PROMOTION)),
  );
});

describe('the promotions', () => {
  it('lists each promotion with its scope, discount, period and state, a link to its form', async () => {
    apiServer.use(
      http.get(apiPath('admin/promotions'), () =>
        HttpResponse.json({ items: [{ ...PROMOTION, targets: 1 }], total: 1, page: 1, limit: 20 }),
      ),
    );
    await renderAdmin(<promotionsPage.Component lang="ua" params={{}} />, { lang: 'ua' });
    const row = await screen.findByTestId('promotion-row');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/ua/admin/promotions/promo-1');
    expect(row).toHaveTextContent('Категорії (1)');
    expect(within(row).getByTestId('promotion-state')).toHaveTextContent('Запланована');
    expect(row).toHaveTextContent('без кінця');
    expect(screen.getByTestId('promotion-new')).toHaveAttribute('href', '/ua/admin/promotions/new');
  });

  it('creates one on products, found by name, for a period typed in the shop’s time zone', async () => {
    apiServer.use(
      http.post(apiPath('admin/promotions'), () =>
        HttpResponse.json({ ...PROMOTION, id: 'promo-2' }, { status: 201 }),
      ),
    );
    await renderAdmin(<newPromotionPage.Component lang="en" params={{}} />);
    const form = await screen.findByTestId('promotion-form');
    await userEvent.click(within(form).getByTestId('promotion-save'));
    expect(
      await within(form).findByText("Name it in the shop's main language."),
    ).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one product.')).toBeInTheDocument();
    await userEvent.type(within(form).getByTestId('promotion-name-en'), 'Mugs week');
    await userEvent.selectOptions(within(form).getByTestId('promotion-type'), 'AMOUNT');
    await userEvent.type(within(form).getByTestId('promotion-value'), '5.50');
    await userEvent.type(within(form).getByTestId('promotion-product-search'), 'mug');
    await userEvent.click(await screen.findByTestId('promotion-product-option'));
    expect(within(form).getByTestId('promotion-product')).toHaveTextContent('Stoneware mug');
    // 9:00 in Warsaw in March is 8:00 UTC.
    await userEvent.type(within(form).getByTestId('promotion-starts-at'), '2031-03-01T09:00');
    await userEvent.click(within(form).getByTestId('promotion-save'));
    await waitFor(() => expect(sent.lines()).toContain('POST admin/promotions'));
    expect(await sent.body('POST admin/promotions')).toEqual({
      name: { en: 'Mugs week' },
      type: 'AMOUNT',
      value: 550,
      minSubtotal: 0,
      startsAt: '2031-03-01T08:00:00.000Z',
      endsAt: null,
      active: true,
      scope: 'PRODUCTS',
      productIds: ['p-mug'],
      categoryIds: [],
    });
  }, 20_000);

  it('saves from the version it was read at, and says who changed what when that is old', async () => {
    apiServer.use(
      http.put(apiPath('admin/promotions/promo-1'), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
          conflict: {
            version: 4,
            fields: ['value'],
            changedBy: { email: 'anna@shop.example', role: 'ADMIN' },
            changedAt: '2031-02-02T08:00:00.000Z',
          },
        } as never),
      ),
    );
    await renderAdmin(<promotionPage.Component lang="en" params={{ promotionId: 'promo-1' }} />);
    const form = await screen.findByTestId('promotion-form');
    expect(within(form).getByTestId('promotion-value')).toHaveValue('20');
    expect(within(form).getByTestId('promotion-starts-at')).toHaveValue('2031-03-01T09:00');
    expect(await within(form).findByTestId('promotion-category-cups-and-mugs')).toBeChecked();
    await userEvent.clear(within(form).getByTestId('promotion-value'));
    await userEvent.type(within(form).getByTestId('promotion-value'), '25');
    await userEvent.click(within(form).getByTestId('promotion-save'));
    const conflict = await screen.findByTestId('promotion-conflict');
    expect(conflict).toHaveTextContent('anna@shop.example saved this promotion meanwhile');
    expect(conflict).toHaveTextContent('changed: value');
    await waitFor(() => expect(conflict).toHaveFocus());
    expect(await sent.body('PUT admin/promotions/promo-1')).toMatchObject({
      value: 25,
      version: 3,
    });
  });

  it('shows a manager the form to read, with nothing to save', async () => {
    apiServer.use(
      http.get(apiPath('admin/session'), () => HttpResponse.json(testStaffSession('MANAGER'))),
    );
    await renderAdmin(<promotionPage.Component lang="en" params={{ promotionId: 'promo-1' }} />);
    const form = await screen.findByTestId('promotion-form');
    await waitFor(() => expect(within(form).getByTestId('promotion-value')).toBeDisabled());
    expect(within(form).queryByTestId('promotion-save')).toBeNull();
  });
});
