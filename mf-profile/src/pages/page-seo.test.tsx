import {
  PRIVATE_ROUTES,
  pageSeo,
  userCleared,
  type PageModule,
  type RouteName,
} from '@storefront/shared';
import { sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderProfile } from '../testing/render-profile';
import { dashboardPage } from './dashboard/dashboard-page';
import { detailsPage } from './details/details-page';
import { favoritesPage } from './favorites/favorites-page';
import { ordersPage } from './orders/orders-page';
import { promoCodesPage } from './promo-codes/promo-codes-page';

setUpFakeApi();

/** The head the shell makes of the page's own (no store texts): its title and robots rule. */
function SeoOf({ page, route }: { page: PageModule; route: RouteName }) {
  const { t } = useTranslation('profile');
  const own = page.head!({ lang: 'pl', params: {}, state: {} as never, origin: '', t });
  const seo = pageSeo({ route, lang: 'pl', store: null, own });
  return <output>{`${seo.title} | ${seo.robots}`}</output>;
}

describe('the profile pages', () => {
  it.each([
    ['Moje konto', dashboardPage, 'profile'],
    ['Moje zamówienia', ordersPage, 'profile-orders'],
    ['Dane osobowe', detailsPage, 'profile-details'],
    ['Ulubione', favoritesPage, 'profile-favorites'],
    ['Kody rabatowe', promoCodesPage, 'profile-promo-codes'],
  ] as const)(
    '%s: for signed-in customers (favorites: a guest too), rendered in the browser, titled in the page language, never indexed',
    async (title, page, route) => {
      // The favorites show a guest the device's list; the other pages send a guest to sign in.
      expect(page.middleware).toEqual(page === favoritesPage ? [] : ['auth']);
      expect(PRIVATE_ROUTES.has(route)).toBe(true);
      await renderProfile(<SeoOf page={page} route={route} />, { lang: 'pl' });
      expect(screen.getByRole('status')).toHaveTextContent(`${title} | noindex, nofollow`);
    },
  );

  it('ask for nothing while a known guest is sent to sign in', async () => {
    const { store } = await renderProfile(<p />, { user: null });
    store.dispatch(userCleared());
    for (const page of [dashboardPage, ordersPage, detailsPage, favoritesPage, promoCodesPage]) {
      await page.prefetch!({
        dispatch: store.dispatch,
        getState: store.getState,
        lang: 'en',
        params: {},
        search: new URLSearchParams(),
      });
    }
    expect(sent.requests()).toEqual([]);
  });
});
