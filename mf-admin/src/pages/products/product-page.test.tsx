import type { AdminProduct } from '@storefront/shared/admin';
import { testUser } from '@storefront/shared/testing';
import {
  apiError,
  apiPath,
  apiServer,
  setUpFakeApi,
  testStaffSession,
} from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { productPage } from './product-page';

setUpFakeApi();

const product: AdminProduct = {
  id: 'p-1',
  slug: 'copper-kettle',
  texts: {
    pl: { name: 'Miedziany czajnik', description: 'Z kutej miedzi.' },
    en: { name: 'Copper kettle', description: '' },
  },
  category: 'brewing',
  brand: null,
  price: 18900,
  salePrice: null,
  discountPrice: null,
  featured: false,
  visible: false,
  images: [
    { id: 'i-1', url: '/api/v1/images/uploads/i-1.webp', alt: {} },
    { id: 'i-2', url: '/api/v1/images/uploads/i-2.webp', alt: { pl: 'Z boku' } },
  ],
  stock: 4,
  version: 3,
  languages: { main: 'pl', all: ['pl', 'en'] },
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

function answerProduct(current: AdminProduct = product) {
  const sent: { method: string; url: URL; body: unknown }[] = [];
  apiServer.use(
    http.get(apiPath('admin/products/p-1'), () => HttpResponse.json(current)),
    http.get(apiPath('category'), () =>
      HttpResponse.json([
        { slug: 'brewing', name: 'Brewing', description: '', image: null, productCount: 8 },
      ]),
    ),
    http.get(apiPath('brand'), () => HttpResponse.json([])),
    http.put(apiPath('admin/products/p-1'), async ({ request }) => {
      const body = (await request.json()) as AdminProduct;
      sent.push({ method: 'PUT', url: new URL(request.url), body });
      return HttpResponse.json({ ...current, ...body, version: current.version + 1 });
    }),
  );
  return sent;
}

const open = async (
  lang: 'en' | 'pl' = 'en',
  user = testUser({ role: 'Owner', staffRole: 'OWNER' }),
) => {
  const { Component } = productPage;
  await renderAdmin(<Component lang={lang} params={{ productId: 'p-1' }} />, { lang, user });
  return screen.findByRole('form', { name: lang === 'en' ? 'Product' : 'Produkt' });
};

describe("a product's form", () => {
  it('groups the texts per shop language, the main one first, and marks the incomplete', async () => {
    answerProduct();
    await open();
    const polish = screen.getByRole('group', { name: /Polish \(the shop's main language\)/ });
    expect(within(polish).getByLabelText('Name in Polish')).toHaveValue('Miedziany czajnik');
    expect(within(polish).queryByText('Incomplete')).not.toBeInTheDocument();
    const english = screen.getByRole('group', { name: /English/ });
    expect(within(english).getByText('Incomplete')).toBeInTheDocument();
    expect(screen.getByLabelText('Price, PLN')).toHaveValue('189.00');
  });

  it('saves the fields in minor units over the version it read, and says what a field lacks in the page language', async () => {
    const sent = answerProduct();
    await open('pl');
    const user = userEvent.setup({ delay: null });
    const price = screen.getByLabelText('Cena, PLN');
    await user.clear(price);
    await user.type(price, '199,50');
    await user.type(screen.getByLabelText('Własna cena promocyjna, PLN'), '250');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Cena promocyjna musi być niższa od ceny.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('Własna cena promocyjna, PLN'));
    await user.type(screen.getByLabelText('Opis (angielski)'), 'Hammered copper.');
    await user.click(screen.getByRole('checkbox', { name: 'Widoczny w sklepie' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      price: 19950,
      salePrice: null,
      visible: true,
      version: 3,
      texts: { en: { name: 'Copper kettle', description: 'Hammered copper.' } },
    });
    // A form with many fields, typed into on a busy machine.
  }, 20_000);

  it('refuses a save over a newer version, says who changed what and when, and keeps what was typed', async () => {
    answerProduct();
    apiServer.use(
      http.put(apiPath('admin/products/p-1'), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
          conflict: {
            version: 4,
            fields: ['price', 'name.pl'],
            changedBy: { email: 'anna@shop.example', role: 'ADMIN' },
            changedAt: '2026-12-01T11:30:00.000Z',
          },
        } as never),
      ),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    const name = screen.getByLabelText('Name in English');
    await user.clear(name);
    await user.type(name, 'Kettle of copper');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert', {
      name: 'Not saved: this product was changed meanwhile',
    });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('anna@shop.example (administrator) saved it on');
    expect(notice).toHaveTextContent('They changed: Price, Name (Polish).');
    expect(screen.getByLabelText('Name in English')).toHaveValue('Kettle of copper');
  });

  it('is read only for a manager, who may not change products', async () => {
    answerProduct();
    apiServer.use(
      http.get(apiPath('admin/session'), () => HttpResponse.json(testStaffSession('MANAGER'))),
    );
    await open('en', testUser({ role: 'Customer', staffRole: 'MANAGER' }));
    expect(screen.getByTestId('product-read-only')).toHaveTextContent(
      'Your role may read products but not change them.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add pictures')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name in Polish')).toHaveAttribute('readonly');
  });
});

describe("a product's pictures", () => {
  it('moves a picture earlier over the version read, the focus staying on it', async () => {
    answerProduct();
    const arranged: unknown[] = [];
    apiServer.use(
      http.put(apiPath('admin/products/p-1/images'), async ({ request }) => {
        const body = (await request.json()) as { images: { id: string }[] };
        arranged.push(body);
        const images = body.images.map((image) => product.images.find((i) => i.id === image.id)!);
        return HttpResponse.json({ ...product, images, version: 4 });
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('picture')[0]).toHaveTextContent('Picture 1 of 2'),
    );
    expect(arranged[0]).toEqual({
      version: 3,
      images: [
        { id: 'i-2', alt: { pl: 'Z boku' } },
        { id: 'i-1', alt: {} },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move picture 1 later' })).toHaveFocus(),
    );
  });

  it('says beside each file why it was refused, in the page language', async () => {
    answerProduct();
    apiServer.use(
      http.post(apiPath('admin/products/p-1/images'), () =>
        apiError(415, 'IMAGE_UPLOAD_FAILED', { fields: { image: 'image_format' } }),
      ),
    );
    await open('pl');
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.upload(
      screen.getByLabelText('Dodaj zdjęcia'),
      new File(['not a picture'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      await screen.findByText('notes.txt: to nie jest zdjęcie JPEG, PNG, WebP ani AVIF'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Dodaj zdjęcia')).toHaveFocus();
  });
});
