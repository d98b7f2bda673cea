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
    // Each says what it is once: no kind beside the value, no state repeated beside its date.
    expect(amount).not.toHaveTextContent('Stała kwota');
    expect(within(amount).getByTestId('promo-code-state')).toHaveTextContent(
      /^Aktywny, bez terminu ważności$/,
    );
    expect(within(percent).getByTestId('promo-code-value')).toHaveTextContent('10% rabatu');
    expect(within(percent).getByTestId('promo-code-state')).toHaveTextContent(
      /^Aktywny do 31 grudnia 2026$/,
    );
    expect(within(used).getByTestId('promo-code-state')).toHaveTextContent(
      /^Wykorzystany 10 listopada 2026$/,
    );
    expect(within(used).queryByRole('button')).toBeNull();
    expect(within(expired).getByTestId('promo-code-state')).toHaveTextContent(
      /^Wygasł 1 października 2026$/,
    );
  });

  it('says each code once in Russian: its discount and its state with the date', async () => {
    codesAre([
      testPromoCode({ id: 'percent', code: 'TEN-PERCENT', type: 'PERCENT', value: 10 }),
      testPromoCode({
        id: 'used',
        code: 'USED-0000-0001',
        state: 'USED',
        usedAt: '2026-12-01T12:00:00.000Z',
      }),
    ]);
    await renderProfile(<Page lang="ru" params={{}} />, { lang: 'ru' });
    const [percent, used] = (await screen.findAllByTestId('promo-code-row')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(percent).getByTestId('promo-code-value')).toHaveTextContent('Скидка 10%');
    expect(percent).not.toHaveTextContent('Процент');
    expect(within(percent).getByTestId('promo-code-state')).toHaveTextContent(
      /^Действует бессрочно$/,
    );
    expect(within(used).getByTestId('promo-code-state')).toHaveTextContent(
      /^Использован 1 декабря 2026 г\.$/,
    );
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
