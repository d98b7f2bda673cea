import {
  STANDALONE_SERVICES,
  ShellServicesContext,
  selectUser,
  type AnyRemoteFragmentProps,
  type ProductSummary,
} from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
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
  it("shows each favorite as a card linking the product's page", async () => {
    favoritesAre([kettle, sencha]);
    await renderProfile(<Page lang="pl" params={{}} />, { lang: 'pl', user });
    const cards = await screen.findAllByTestId('favorite-card');
    expect(cards.map((card) => card.dataset.productId)).toEqual(['p-2', 'p-1']);
    expect(within(cards[0]!).getByRole('link', { name: 'Gooseneck kettle' })).toHaveAttribute(
      'href',
      '/pl/catalog/gear/gooseneck-kettle',
    );
    expect(within(cards[0]!).getByTestId('favorite-price')).toHaveTextContent('159,00 zł');
    expect(within(cards[0]!).getByLabelText('Wcześniej 189,00 zł')).toBeVisible();
    expect(cards[1]!.querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/images/products/sencha.svg?w=320&dpr=1',
    );
    expect(sent.lines()).toEqual(['GET user/favorites?lang=pl']);
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

  it("offers the checkout's Add to cart for a product in stock, and says when one is not", async () => {
    const gone = testProduct({ id: 'p-3', name: 'Matcha', stock: 0, availability: 'out_of_stock' });
    favoritesAre([kettle, gone]);
    const fragments: AnyRemoteFragmentProps[] = [];
    // The shell's part: rendering a fragment, here as a button named after it.
    const shell = {
      ...STANDALONE_SERVICES,
      Fragment: (props: AnyRemoteFragmentProps) => {
        fragments.push(props);
        return <button type="button">{props.name}</button>;
      },
    };
    await renderProfile(
      <ShellServicesContext value={shell}>
        <Page lang="ua" params={{}} />
      </ShellServicesContext>,
      { lang: 'ua', user },
    );
    const [inStock, outOfStock] = await screen.findAllByTestId('favorite-card');
    expect(within(inStock!).getByRole('button', { name: 'AddToCart' })).toBeVisible();
    expect(fragments.at(-1)).toMatchObject({ name: 'AddToCart', lang: 'ua', product: kettle });
    expect(within(outOfStock!).queryByRole('button', { name: 'AddToCart' })).toBeNull();
    expect(within(outOfStock!).getByTestId('favorite-out-of-stock')).toHaveTextContent(
      'Немає в наявності',
    );
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
});
