import {
  selectUser,
  userCleared,
  type AnyRemoteFragmentProps,
  type ProductSummary,
} from '@storefront/shared';
import { testUser, withFragments } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderProfile, testProduct } from '../../testing/render-profile';
import { favoritesPage } from './favorites-page';

const Page = favoritesPage.Component;

const sencha = testProduct();
const kettle = testProduct({
  id: 'p-2',
  slug: 'gooseneck-kettle',
  name: 'Gooseneck kettle',
  price: 18900,
  discountPrice: 15900,
  category: { slug: 'Gear', name: 'Gear' },
  image: null,
});
const user = testUser({ favoriteProducts: ['p-2', 'p-1'] });

/** The shop answers the favorites' list with these products. */
const favoritesAre = (products: ProductSummary[]) =>
  apiServer.use(http.get(apiPath('user/favorites'), () => HttpResponse.json(products)));

setUpFakeApi();

describe('the favorites page', () => {
  it("shows each favorite through the catalog's product card", async () => {
    favoritesAre([kettle, sencha]);
    const cards: AnyRemoteFragmentProps[] = [];
    const page = withFragments(<Page lang="pl" params={{}} />, (props) => {
      if (props.name === 'ProductCard') cards.push(props);
      return <div data-fragment={props.name}>{'children' in props ? props.children : null}</div>;
    });
    await renderProfile(page, { lang: 'pl', user });
    const items = await screen.findAllByTestId('favorite-card');
    expect(items.map((item) => item.dataset.productId)).toEqual(['p-2', 'p-1']);
    expect(cards.slice(-2)).toMatchObject([
      { name: 'ProductCard', lang: 'pl', product: kettle },
      { name: 'ProductCard', lang: 'pl', product: sencha },
    ]);
    // The profile's own action sits in the catalog's card.
    const card = items[0]!.querySelector('[data-fragment="ProductCard"]') as HTMLElement;
    expect(
      within(card).getByRole('button', { name: 'Usuń Gooseneck kettle z ulubionych' }),
    ).toBeVisible();
    expect(sent.lines()).toEqual(['GET user/favorites?lang=pl']);
  });

  it("links the product's page and keeps its actions while the catalog's card cannot come", async () => {
    favoritesAre([kettle]);
    await renderProfile(<Page lang="en" params={{}} />, { user });
    const card = await screen.findByTestId('favorite-card');
    expect(within(card).getByRole('link', { name: 'Gooseneck kettle' })).toHaveAttribute(
      'href',
      '/en/catalog/gear/gooseneck-kettle',
    );
    expect(
      within(card).getByRole('button', { name: 'Remove Gooseneck kettle from favorites' }),
    ).toBeVisible();
    expect(within(card).getByText(/Ordering is unavailable/)).toBeVisible();
  });

  it('removes a favorite at once and from the signed-in user', async () => {
    favoritesAre([kettle, sencha]);
    apiServer.use(
      http.delete(apiPath('user/favorites/p-2'), () =>
        HttpResponse.json({ favoriteProducts: ['p-1'] }),
      ),
    );
    const { store } = await renderProfile(<Page lang="en" params={{}} />, { user });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Gooseneck kettle from favorites' }),
    );
    expect(screen.getAllByTestId('favorite-card').map((card) => card.dataset.productId)).toEqual([
      'p-1',
    ]);
    expect(selectUser(store.getState())?.favoriteProducts).toEqual(['p-1']);
    await waitFor(() => expect(sent.lines()).toContain('DELETE user/favorites/p-2'));
  });

  it('puts the card back when the shop cannot remove it', async () => {
    favoritesAre([kettle, sencha]);
    apiServer.use(http.delete(apiPath('user/favorites/p-2'), () => apiError(500, 'UNKNOWN_ERROR')));
    const { store } = await renderProfile(<Page lang="en" params={{}} />, { user });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Gooseneck kettle from favorites' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('favorite-card')).toHaveLength(2));
    expect(selectUser(store.getState())?.favoriteProducts).toContain('p-2');
  });

  it("offers the checkout's Add to cart in the card of a product in stock only", async () => {
    // The catalog's card tells that a product is out of stock.
    const gone = testProduct({ id: 'p-3', name: 'Matcha', stock: 0, availability: 'out_of_stock' });
    favoritesAre([kettle, gone]);
    const carts: AnyRemoteFragmentProps[] = [];
    const page = withFragments(<Page lang="ua" params={{}} />, (props) => {
      if (props.name === 'AddToCart') {
        carts.push(props);
        return <button type="button">{props.name}</button>;
      }
      return <div>{'children' in props ? props.children : null}</div>;
    });
    await renderProfile(page, { lang: 'ua', user });
    const [inStock, outOfStock] = await screen.findAllByTestId('favorite-card');
    expect(within(inStock!).getByRole('button', { name: 'AddToCart' })).toBeVisible();
    expect(carts.at(-1)).toMatchObject({ name: 'AddToCart', lang: 'ua', product: kettle });
    expect(within(outOfStock!).queryByRole('button', { name: 'AddToCart' })).toBeNull();
  });

  it('leads a customer without favorites to the catalog', async () => {
    await renderProfile(<Page lang="en" params={{}} />, {
      user: testUser({ favoriteProducts: [] }),
    });
    expect(await screen.findByTestId('favorites-empty')).toHaveTextContent(
      'You have no favorites yet.',
    );
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute(
      'href',
      '/en/catalog',
    );
  });

  it('goes on to the next card after a removal, and to what was said after the last', async () => {
    favoritesAre([kettle, sencha]);
    apiServer.use(
      http.delete(apiPath('user/favorites/:id'), () => HttpResponse.json({ favoriteProducts: [] })),
    );
    await renderProfile(<Page lang="en" params={{}} />, { user });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Gooseneck kettle from favorites' }),
    );
    const said = screen.getByTestId('favorites-result');
    expect(said).toHaveTextContent('Gooseneck kettle is no longer in your favorites.');
    expect(screen.getAllByRole('status').some((region) => region.contains(said))).toBe(true);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `Remove ${sencha.name} from favorites` }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('favorites-empty')).toBeVisible());
    expect(screen.getByTestId('favorites-result')).toHaveTextContent(
      `${sencha.name} is no longer in your favorites.`,
    );
    expect(screen.getByTestId('favorites-result')).toHaveFocus();
  });
});

describe('the favorites page of a guest', () => {
  const KEY = 'storefront-favorites';
  afterEach(() => localStorage.clear());

  async function asGuest(lang: 'en' | 'ua') {
    const view = await renderProfile(<Page lang={lang} params={{}} />, { lang, user: null });
    view.store.dispatch(userCleared());
    return view;
  }

  it("shows the device's favorites, in its order, with the invitation to sign in", async () => {
    localStorage.setItem(KEY, JSON.stringify(['p-2', 'p-1']));
    apiServer.use(http.get(apiPath('product/cards'), () => HttpResponse.json([kettle, sencha])));
    await asGuest('ua');
    expect(await screen.findByTestId('favorites-invitation')).toHaveTextContent(
      'Ваше обране збережено лише на цьому пристрої.',
    );
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Створити акаунт' })).toBeVisible();
    const items = await screen.findAllByTestId('favorite-card');
    expect(items.map((item) => item.dataset.productId)).toEqual(['p-2', 'p-1']);
    // The rest of the profile is the account's: no way to its pages.
    expect(screen.queryByTestId('profile-nav')).toBeNull();
    expect(sent.lines()).toEqual(['GET product/cards?ids=p-2%2Cp-1&lang=ua']);
  });

  it('lets a favorite go from the device, the focus going on to the next card', async () => {
    localStorage.setItem(KEY, JSON.stringify(['p-2', 'p-1']));
    apiServer.use(
      http.get(apiPath('product/cards'), ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids')!.split(',');
        return HttpResponse.json([kettle, sencha].filter((card) => ids.includes(card.id)));
      }),
    );
    await asGuest('en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Gooseneck kettle from favorites' }),
    );
    expect(localStorage.getItem(KEY)).toBe(JSON.stringify(['p-1']));
    expect(screen.getAllByTestId('favorite-card').map((card) => card.dataset.productId)).toEqual([
      'p-1',
    ]);
    expect(screen.getByTestId('favorites-result')).toHaveTextContent(
      'Gooseneck kettle is no longer in your favorites.',
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `Remove ${sencha.name} from favorites` }),
      ).toHaveFocus(),
    );
  });

  it('asks the shop nothing when the device keeps none', async () => {
    await asGuest('en');
    expect(await screen.findByTestId('favorites-empty')).toBeVisible();
    expect(screen.getByTestId('favorites-invitation')).toBeVisible();
    expect(sent.requests()).toEqual([]);
  });
});
