import { toast, type CustomerPromoCode } from '@storefront/shared';
import { apiPath, apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderProfile, testPromoCode } from '../../testing/render-profile';
import { promoCodesPage } from './promo-codes-page';

const Page = promoCodesPage.Component;

/** The shop answers the promo codes' list with these codes. */
const codesAre = (codes: CustomerPromoCode[]) =>
  apiServer.use(http.get(apiPath('promo-code'), () => HttpResponse.json(codes)));

setUpFakeApi();
afterEach(() => jest.restoreAllMocks());

describe('the promo codes page', () => {
  it('shows what each code takes off and whether it still works, working ones first', async () => {
    codesAre([
      testPromoCode({
        id: 'used',
        code: 'USED-0000-0001',
        state: 'USED',
        usedAt: '2026-11-10T12:00:00.000Z',
      }),
      testPromoCode({ id: 'amount', code: 'K7QM-2XPA-9RTE', value: 2000 }),
      testPromoCode({
        id: 'percent',
        code: 'TEN-PERCENT',
        type: 'PERCENT',
        value: 10,
        expiresAt: '2026-12-31T12:00:00.000Z',
      }),
      testPromoCode({
        id: 'expired',
        code: 'OLD-CODE',
        state: 'EXPIRED',
        expiresAt: '2026-10-01T00:00:00.000Z',
      }),
    ]);
    await renderProfile(<Page lang="pl" params={{}} />, { lang: 'pl' });
    const rows = await screen.findAllByTestId('promo-code-row');
    expect(rows.map((row) => row.dataset.state)).toEqual(['ACTIVE', 'ACTIVE', 'USED', 'EXPIRED']);
    const [amount, percent, used, expired] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(amount).getByTestId('promo-code')).toHaveTextContent('K7QM-2XPA-9RTE');
    expect(within(amount).getByTestId('promo-code-value')).toHaveTextContent('20,00 zł rabatu');
    expect(amount).toHaveTextContent('Stała kwota');
    expect(within(amount).getByTestId('promo-code-state')).toHaveTextContent(
      'Aktywny · bez terminu ważności',
    );
    expect(within(percent).getByTestId('promo-code-value')).toHaveTextContent('10% rabatu');
    expect(within(percent).getByTestId('promo-code-state')).toHaveTextContent(
      'ważny do 31 grudnia 2026',
    );
    expect(within(used).getByTestId('promo-code-state')).toHaveTextContent(
      'Wykorzystany · wykorzystany 10 listopada 2026',
    );
    expect(within(used).queryByRole('button')).toBeNull();
    expect(within(expired).getByTestId('promo-code-state')).toHaveTextContent('Wygasły');
  });

  it('copies a working code', async () => {
    codesAre([testPromoCode()]);
    const add = jest.spyOn(toast, 'add');
    await renderProfile(<Page lang="en" params={{}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy code K7QM-2XPA-9RTE' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('K7QM-2XPA-9RTE');
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Code K7QM-2XPA-9RTE is copied.' }),
    );
  });

  it('says so when the customer has no codes', async () => {
    await renderProfile(<Page lang="en" params={{}} />);
    expect(await screen.findByTestId('promo-codes-empty')).toHaveTextContent(
      'You have no promo codes yet.',
    );
  });
});
