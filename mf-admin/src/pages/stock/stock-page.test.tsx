import type { StockLevel } from '@storefront/shared/admin';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { toast } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { stockPage } from './stock-page';

setUpFakeApi();
// Typing into a whole form, keystroke by keystroke, outlasts jest's 5 s on a busy machine.
jest.setTimeout(30_000);

const KETTLE: StockLevel = {
  id: '9b2f6a3e-54a1-4d7e-9c7b-1f2d3e4a5b6c',
  name: 'Czajnik z wąską wylewką 1 l',
  slug: 'gooseneck-kettle-1l',
  stock: 4,
  visible: true,
};
const MUG: StockLevel = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Kubek emaliowany 300 ml',
  slug: 'enamel-camping-mug-300ml',
  stock: 0,
  visible: false,
};

/** The stock list answers with the products, their stock as `stockOf` says at each request. */
function answerLevels(stockOf: (product: StockLevel) => number = (product) => product.stock) {
  apiServer.use(
    http.get(apiPath('admin/stock'), () =>
      HttpResponse.json({
        items: [KETTLE, MUG].map((product) => ({ ...product, stock: stockOf(product) })),
        total: 2,
        page: 1,
        limit: 20,
        pages: 1,
      }),
    ),
  );
}

const render = (route = '/pl/admin/stock') => {
  const { Component } = stockPage;
  return renderAdmin(<Component lang="pl" params={{}} />, { lang: 'pl', route });
};

const rowOf = (slug: string) =>
  screen.getAllByTestId('stock-row').find((row) => row.dataset.slug === slug)!;

describe('the stock list', () => {
  it("asks for the address's filters and shows each product's stock in the page language", async () => {
    answerLevels();
    await render('/pl/admin/stock?q=czajnik&level=low&hidden=true&sort=name&page=2');
    const table = await screen.findByRole('table', { name: /Produkty i ich stany: znaleziono 2/ });
    const asked = new URL(sent.requests().find((r) => r.url.includes('admin/stock'))!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      lang: 'pl',
      page: '2',
      q: 'czajnik',
      level: 'low',
      hidden: 'true',
      sort: 'name',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Produkt', 'Slug', 'Na stanie', 'W sklepie', 'Działania']);
    expect(rowOf(KETTLE.slug)).toHaveTextContent('Czajnik z wąską wylewką 1 lgooseneck-kettle-1l4');
    expect(rowOf(MUG.slug)).toHaveTextContent('Wyprzedany');
    expect(rowOf(MUG.slug)).toHaveTextContent('Ukryty');
    expect(within(rowOf(KETTLE.slug)).getByRole('link')).toHaveAttribute(
      'href',
      `/pl/admin/stock/products/${KETTLE.id}`,
    );
    // The form shows the filters the address holds.
    expect(screen.getByLabelText('Produkt')).toHaveValue('czajnik');
    expect(screen.getByLabelText('Stan')).toHaveValue('low');
    expect(screen.getByLabelText('Także ukryte produkty')).toBeChecked();
  });

  it('corrects a product by a number of units and a reason, then gives the focus back', async () => {
    let corrected = false;
    answerLevels((product) => (product === KETTLE && corrected ? 7 : product.stock));
    apiServer.use(
      http.post(apiPath('admin/stock/corrections'), () => {
        corrected = true;
        return HttpResponse.json(
          { movement: {}, product: { ...KETTLE, stock: 7 } },
          { status: 201 },
        );
      }),
    );
    await render();
    const user = userEvent.setup({ delay: null });
    const open = await screen.findByRole('button', {
      name: `Koryguj stan: ${KETTLE.name}`,
    });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: `Korekta stanu: ${KETTLE.name}` });
    expect(within(dialog).getByTestId('correction-stock')).toHaveTextContent('Teraz na stanie: 4');
    const quantity = within(dialog).getByLabelText('Sztuki do dodania lub odjęcia');
    expect(quantity).toHaveFocus();
    await user.type(quantity, '3');
    await user.type(within(dialog).getByLabelText('Powód'), 'Znaleziony karton');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz korektę' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await sent.body('POST admin/stock/corrections?lang=pl')).toEqual({
      productId: KETTLE.id,
      quantity: 3,
      reason: 'Znaleziony karton',
    });
    expect(within(rowOf(KETTLE.slug)).getByTestId('stock-level')).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: `Koryguj stan: ${KETTLE.name}` })).toHaveFocus();
    expect(toast.getSnapshot().find((item) => item.open)).toMatchObject({
      tone: 'success',
      title: `Stan produktu ${KETTLE.name} wynosi teraz 7.`,
    });
  });

  it('says why a correction taking more than there is was refused, and keeps what was typed', async () => {
    let refused = false;
    // Meanwhile an order took two of the four: the stock asked again after the refusal says so.
    answerLevels((product) => (product === KETTLE && refused ? 2 : product.stock));
    apiServer.use(
      http.post(apiPath('admin/stock/corrections'), () => {
        refused = true;
        return apiError(409, 'SUPPLY_PRODUCT_MORE_THAN_AVAILABLE');
      }),
    );
    await render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Koryguj stan: ${KETTLE.name}` }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText('Sztuki do dodania lub odjęcia');
    await user.type(quantity, '-4');
    await user.type(within(dialog).getByLabelText('Powód'), 'Stłuczka');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz korektę' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Na stanie jest mniej sztuk, niż ta korekta odejmuje: nic nie zmieniono.',
    );
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveValue(-4);
    await waitFor(() =>
      expect(within(dialog).getByTestId('correction-stock')).toHaveTextContent(
        'Teraz na stanie: 2',
      ),
    );
    // The form said it itself: no toast on top.
    expect(toast.getSnapshot().filter((item) => item.open && item.tone === 'error')).toEqual([]);
  });

  it('checks a correction before sending it', async () => {
    answerLevels();
    await render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Koryguj stan: ${MUG.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Sztuki do dodania lub odjęcia'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz korektę' }));
    expect(await within(dialog).findByText('Podaj liczbę różną od zera.')).toBeInTheDocument();
    expect(within(dialog).getByText('Podaj powód zmiany stanu.')).toBeInTheDocument();
    expect(sent.lines().filter((line) => line.startsWith('POST'))).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: `Koryguj stan: ${MUG.name}` })).toHaveFocus();
  });

  it('applies the filters of its form to the address, from the first page', async () => {
    answerLevels();
    await render('/pl/admin/stock?page=3');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Produkt'), 'kubek');
    await user.selectOptions(screen.getByLabelText('Stan'), 'sold-out');
    await user.click(screen.getByRole('button', { name: 'Pokaż' }));
    await waitFor(() =>
      expect(sent.lines()).toContain(
        'GET admin/stock?lang=pl&page=1&level=sold-out&sort=stock&q=kubek',
      ),
    );
  });
});
