import { DEFAULT_PUBLIC_STORE, storeApi, type PublicStore } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import pl from '../../locales/pl/catalog.json';
import { homePage } from './home-page';

const block = (enabled: boolean, title: string) => ({
  enabled,
  title: { pl: title },
  description: { pl: `${title}…` },
});

const store: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  mainInfo: {
    ...DEFAULT_PUBLIC_STORE.mainInfo,
    name: 'Verde Market',
    languageCode: 'pl',
    description: { pl: 'Kawa i herbata', en: 'Coffee and tea' },
  },
  slides: [
    { id: 'a', image: '/api/v1/images/slides/a.svg', title: { pl: 'Poranna kawa' }, link: null },
    { id: 'b', image: '/api/v1/images/slides/b.svg', title: { pl: 'Herbata' }, link: null },
  ],
  pagesContent: {
    ...DEFAULT_PUBLIC_STORE.pagesContent,
    homeInfoBlock: {
      price: block(true, 'Uczciwe ceny'),
      assortment: block(false, 'Asortyment'),
      delivery: block(true, 'Szybka dostawa'),
      worldwideDelivery: block(false, 'Za granicę'),
    },
  },
};

async function renderHome(data: PublicStore) {
  const view = renderWithProviders(<homePage.Component lang="pl" params={{}} />, {
    lang: 'pl',
    namespaces: { catalog: pl },
  });
  await view.store.dispatch(storeApi.util.upsertQueryData('getStore', undefined, data));
  return view;
}

describe('the home page', () => {
  it("introduces the store in the page language from the store's data", async () => {
    await renderHome(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verde Market' })).toBeVisible();
    expect(screen.getByText('Kawa i herbata')).toBeVisible();
  });

  it('shows only the enabled info blocks', async () => {
    await renderHome(store);
    expect(await screen.findByRole('heading', { name: 'Uczciwe ceny' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Szybka dostawa' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Asortyment' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Za granicę' })).toBeNull();
  });

  it('shows the slides with their titles, the first loaded eagerly, and a button per slide', async () => {
    await renderHome(store);
    const images = await screen.findAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Poranna kawa', 'Herbata']);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Pokaż slajd 2' })).toBeVisible();
  });

  it('describes the carousel and its slides in the page language, its strip reachable by keyboard', async () => {
    await renderHome(store);
    const carousel = await screen.findByRole('region', { name: pl.home.slides });
    expect(carousel).toHaveAttribute('aria-roledescription', 'karuzela');
    const slides = within(carousel).getAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual([
      'slajd',
      'slajd',
    ]);
    // The strip scrolls sideways: the keyboard reaches it to scroll it.
    expect(within(carousel).getByRole('list')).toHaveAttribute('tabindex', '0');
  });

  it('leaves out slides and blocks the store does not have', async () => {
    await renderHome({ ...store, slides: [], pagesContent: DEFAULT_PUBLIC_STORE.pagesContent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verde Market' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dlaczego warto u nas kupować' })).toBeNull();
  });
});
