import { toast, type CartProduct } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SENCHA, renderCheckout } from '../../testing/render-checkout';
import { selectCartLines } from '../cart/cart-slice';
import AddToCart from './add-to-cart';

const product: CartProduct = {
  id: SENCHA.productId,
  slug: SENCHA.slug,
  name: SENCHA.name,
  price: 4990,
  discountPrice: 3990,
  stock: 3,
  image: '/api/v1/images/products/sencha-1.svg',
  category: { slug: 'tea' },
};

afterEach(() => {
  localStorage.clear();
  toast.clear();
});

describe('adding to the cart', () => {
  it('is impossible for a product out of stock, and says so', async () => {
    await renderCheckout(<AddToCart lang="pl" product={{ ...product, stock: 0 }} />, {
      lang: 'pl',
    });
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent('Brak w magazynie');
    expect(screen.getByTestId('add-to-cart')).toHaveAccessibleName(
      `Brak w magazynie: ${product.name}`,
    );
  });

  it('adds the chosen quantity at the price the shopper pays, and offers the checkout', async () => {
    const { store } = await renderCheckout(<AddToCart lang="en" product={product} />);
    await userEvent.click(screen.getByRole('button', { name: `One more ${product.name}` }));
    // Named with the product: a listing has many such buttons.
    await userEvent.click(screen.getByRole('button', { name: `Add to cart: ${product.name}` }));

    expect(selectCartLines(store.getState())).toEqual([
      {
        productId: product.id,
        slug: product.slug,
        categorySlug: 'tea',
        name: product.name,
        image: '/api/v1/images/products/sencha-1.svg',
        unitPrice: 3990,
        quantity: 2,
        stock: 3,
      },
    ]);
    expect(toast.getSnapshot().at(-1)).toMatchObject({
      title: 'Added to your cart',
      description: `${product.name} × 2`,
      action: { label: 'Checkout' },
    });
    expect(screen.getByTestId('in-cart')).toHaveTextContent('In your cart: 2');
  });

  it('offers no more than the stock, counting what the cart already holds', async () => {
    const { store } = await renderCheckout(<AddToCart lang="en" product={product} />, {
      lines: [{ ...SENCHA, quantity: 2, stock: 3 }],
    });
    const quantity = screen.getByTestId('quantity-input');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: `One more ${product.name}` })).toBeDisabled();

    await userEvent.click(screen.getByTestId('add-to-cart'));
    expect(selectCartLines(store.getState())[0]!.quantity).toBe(3);
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('add-to-cart')).toHaveTextContent(
      'All available units are in your cart',
    );
  });

  it('compact: the button alone adds one, up to the stock', async () => {
    const { store } = await renderCheckout(<AddToCart lang="en" product={product} compact />, {
      lines: [{ ...SENCHA, quantity: 2, stock: 3 }],
    });
    expect(screen.queryByTestId('quantity-input')).not.toBeInTheDocument();
    expect(screen.queryByTestId('in-cart')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Add to cart: ${product.name}` }));
    expect(selectCartLines(store.getState())[0]!.quantity).toBe(3);
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('add-to-cart')).toHaveAccessibleName(
      `All available units are in your cart: ${product.name}`,
    );
  });
});
