import {
  DEFAULT_PUBLIC_STORE,
  currencyChosen,
  storeApi,
  type ProductSummary,
} from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen, within } from '@testing-library/react';
import en from '../../locales/en/catalog.json';
import pl from '../../locales/pl/catalog.json';
import { ProductCard } from './product-card';
import ProductCardFragment from './product-card-fragment';

const product: ProductSummary = {
  id: 'p1',
  slug: 'sencha-kyoto-loose-leaf-100g',
  name: 'Sencha Kyoto loose leaf 100 g',
  price: 4990,
  discountPrice: 3990,
  stock: 2,
  availability: 'low_stock',
  featured: true,
  arrivedAt: '2026-11-01T00:00:00.000Z',
  image: '/api/v1/images/products/sencha.svg',
  category: { slug: 'Tea', name: 'Tea' },
  brand: { slug: 'kumo-craft', name: 'Kumo Craft' },
};

const store = {
  ...DEFAULT_PUBLIC_STORE,
  currency: { PLN: { active: true, rate: 1 }, EUR: { active: true, rate: 0.25 } },
};

async function renderCard(
  lang: 'en' | 'pl',
  options: { priority?: boolean; currency?: 'EUR' } = {},
) {
  const view = renderWithProviders(
    <ProductCard product={product} lang={lang} priority={options.priority} />,
    {
      lang,
      namespaces: { catalog: lang === 'en' ? en : pl },
    },
  );
  await act(async () => {
    await view.store.dispatch(storeApi.util.upsertQueryData('getStore', undefined, store));
    if (options.currency) view.store.dispatch(currencyChosen(options.currency));
  });
  return view;
}

describe('the product card', () => {
  it("links the product's page with the lowercased category segment", async () => {
    await renderCard('en');
    expect(screen.getByRole('link', { name: 'Sencha Kyoto loose leaf 100 g' })).toHaveAttribute(
      'href',
      '/en/catalog/tea/sencha-kyoto-loose-leaf-100g',
    );
    expect(screen.getByText('Kumo Craft')).toBeVisible();
  });

  it('shows the discounted price, the old one struck and the discount', async () => {
    await renderCard('en');
    const price = screen.getByTestId('price');
    // Testing Library reads the no-break spaces of the formatted prices as plain spaces.
    expect(within(price).getByText('PLN 39.90')).toBeVisible();
    expect(price.querySelector('del')).toHaveTextContent('PLN 49.90');
    expect(within(price).getByText('−20%')).toBeVisible();
  });

  it("shows prices in the visitor's currency and the page locale", async () => {
    await renderCard('pl', { currency: 'EUR' });
    expect(screen.getByTestId('price')).toHaveTextContent('9,98 €');
  });

  it('tells the stock in the page language', async () => {
    await renderCard('pl');
    expect(screen.getByTestId('stock')).toHaveTextContent('Ostatnie sztuki');
  });

  it('serves the image at 1x and 2x, lazily unless it is the first on screen', async () => {
    const { container, unmount } = await renderCard('en');
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('srcset', expect.stringContaining('?w=320&dpr=2 2x'));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    unmount();
    const first = await renderCard('en', { priority: true });
    expect(first.container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it("is the ProductCard fragment of other teams' pages, with their actions at its foot", async () => {
    const view = renderWithProviders(
      <ProductCardFragment lang="en" product={product}>
        <button type="button">Remove</button>
      </ProductCardFragment>,
      { lang: 'en', namespaces: { catalog: en } },
    );
    await act(async () => {
      await view.store.dispatch(storeApi.util.upsertQueryData('getStore', undefined, store));
    });
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('link', { name: 'Sencha Kyoto loose leaf 100 g' })).toBeVisible();
    expect(within(card).getByTestId('stock')).toHaveTextContent('Only a few left');
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeVisible();
  });
});
