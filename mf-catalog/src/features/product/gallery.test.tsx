import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../locales/en/catalog.json';
import { Gallery } from './gallery';

const images = ['/api/v1/images/uploads/a.webp', '/api/v1/images/uploads/b.webp'];

describe("the product page's gallery", () => {
  it('reads each picture by the description staff gave it, else by the product name', async () => {
    renderWithProviders(
      <Gallery images={images} alts={['', 'The kettle from the side']} name="Copper kettle" />,
      { lang: 'en', namespaces: { catalog: en } },
    );
    expect(screen.getByTestId('gallery-image')).toHaveAttribute('alt', 'Copper kettle');
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByTestId('gallery-image')).toHaveAttribute('alt', 'The kettle from the side');
  });
});
