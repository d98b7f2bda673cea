import type { Supply } from '@storefront/shared/admin';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { supplyPage } from './supply-page';

setUpFakeApi();
// Typing into a whole form, keystroke by keystroke, outlasts jest's 5 s on a busy machine.
jest.setTimeout(30_000);

const SUPPLY_ID = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';
const KETTLE = '9b2f6a3e-54a1-4d7e-9c7b-1f2d3e4a5b6c';
const MUG = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const draft: Supply = {
  id: SUPPLY_ID,
  number: 7,
  status: 'DRAFT',
  supplier: 'Hario Europe',
  note: 'Faktura 11/2026',
  lineCount: 1,
  units: 12,
  cost: 55188,
  version: 3,
  createdAt: '2026-11-29T09:00:00Z',
  updatedAt: '2026-11-29T09:30:00Z',
  receivedAt: null,
  createdBy: { name: 'Marta Nowak', email: 'marta@shop.example' },
  receivedBy: null,
  lines: [
    {
      id: 'l1',
      productId: KETTLE,
      name: 'Czajnik z wąską wylewką 1 l',
      slug: 'gooseneck-kettle-1l',
      quantity: 12,
      unitCost: 4599,
      stock: 2,
      added: null,
      takenBack: null,
    },
  ],
};

const received: Supply = {
  ...draft,
  status: 'RECEIVED',
  version: 4,
  receivedAt: '2026-11-30T08:00:00Z',
  receivedBy: draft.createdBy,
  lines: [{ ...draft.lines[0]!, stock: 14, added: { quantity: 12, stockAfter: 14 } }],
};

/** The delivery as the API has it at each request: the answers in turn, the last one kept. */
function answerSupply(...answers: Supply[]) {
  let asked = 0;
  apiServer.use(
    http.get(apiPath(`admin/supplies/${SUPPLY_ID}`), () =>
      HttpResponse.json(answers[Math.min((asked += 1), answers.length) - 1]),
    ),
  );
}

const render = async () => {
  const { Component } = supplyPage;
  await renderAdmin(<Component lang="pl" params={{ supplyId: SUPPLY_ID }} />, { lang: 'pl' });
  await screen.findByRole('heading', { level: 1, name: 'Dostawa 7' });
};

describe('a delivery', () => {
  it('adds a line with a product found by name, and saves the draft from the version read', async () => {
    answerSupply(draft);
    apiServer.use(
      http.get(apiPath('admin/stock'), () =>
        HttpResponse.json({
          items: [
            { id: MUG, name: 'Kubek emaliowany 300 ml', slug: 'mug', stock: 0, visible: true },
          ],
          total: 1,
          page: 1,
          limit: 8,
          pages: 1,
        }),
      ),
      http.put(apiPath(`admin/supplies/${SUPPLY_ID}`), () =>
        HttpResponse.json({ ...draft, version: 4 }),
      ),
    );
    await render();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByTestId('supply-state')).toHaveTextContent(
      'Szkic: nic z niego nie jest jeszcze na stanie.',
    );
    await user.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    const line = screen.getAllByTestId('supply-line')[1]!;
    const product = within(line).getByRole('combobox', { name: 'Produkt' });
    expect(product).toHaveFocus();
    await user.type(product, 'kubek');
    expect(
      await within(line).findByRole('option', { name: /Kubek emaliowany 300 ml/ }),
    ).toHaveTextContent('na stanie: 0');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(product).toHaveValue('Kubek emaliowany 300 ml');
    await user.type(within(line).getByLabelText('Ilość'), '5');
    await user.type(within(line).getByLabelText('Cena jednostkowa'), '12,50');
    expect(screen.getByTestId('supply-totals')).toHaveTextContent('Sztuk: 17');
    // Unsaved changes are saved before the delivery can be received.
    expect(screen.getByRole('button', { name: 'Przyjmij' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    await waitFor(() => expect(sent.lines()).toContain(`PUT admin/supplies/${SUPPLY_ID}?lang=pl`));
    expect(await sent.body(`PUT admin/supplies/${SUPPLY_ID}?lang=pl`)).toEqual({
      version: 3,
      supplier: 'Hario Europe',
      note: 'Faktura 11/2026',
      lines: [
        { productId: KETTLE, quantity: 12, unitCost: 4599 },
        { productId: MUG, quantity: 5, unitCost: 1250 },
      ],
    });
  });

  it('says in the page language what is wrong with the lines before sending them', async () => {
    answerSupply(draft);
    await render();
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Dostawca'));
    const [first] = screen.getAllByTestId('supply-line');
    await user.clear(within(first!).getByLabelText('Ilość'));
    await user.type(within(first!).getByLabelText('Ilość'), '0');
    await user.clear(within(first!).getByLabelText('Cena jednostkowa'));
    await user.type(within(first!).getByLabelText('Cena jednostkowa'), 'dużo');
    await user.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Podaj dostawcę.')).toBeInTheDocument();
    expect(
      within(first!).getByText('Podaj całkowitą liczbę sztuk, co najmniej 1.'),
    ).toBeInTheDocument();
    expect(
      within(first!).getByText('Podaj kwotę, np. 45,99 (0, gdy nic nie kosztowało).'),
    ).toBeInTheDocument();
    expect(
      within(screen.getAllByTestId('supply-line')[1]!).getByText('Wybierz produkt.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Dostawca')).toHaveFocus();
    expect(sent.lines().filter((entry) => entry.startsWith('PUT'))).toEqual([]);
  });

  it('refuses to save over a newer version, and loads the saved one when asked', async () => {
    answerSupply(draft, { ...draft, version: 5, supplier: 'Hario Polska' });
    apiServer.use(
      http.put(apiPath(`admin/supplies/${SUPPLY_ID}`), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED'),
      ),
    );
    await render();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Uwagi'), ' — pilne');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    const refusal = await screen.findByTestId('supply-stale');
    expect(refusal).toHaveTextContent('Ktoś zapisał tę dostawę po jej otwarciu przez ciebie');
    await waitFor(() => expect(refusal).toHaveFocus());
    // What was typed stays until the saved version is asked for.
    expect(screen.getByLabelText('Uwagi')).toHaveValue('Faktura 11/2026 — pilne');
    await user.click(within(refusal).getByRole('button', { name: 'Wczytaj zapisaną wersję' }));
    await waitFor(() => expect(screen.getByLabelText('Dostawca')).toHaveValue('Hario Polska'));
    // The fields are filled at once, the focus moves with the render that follows.
    await waitFor(() => expect(screen.getByLabelText('Dostawca')).toHaveFocus());
  });

  it('receives the draft from the version read, then shows what each line added', async () => {
    answerSupply(draft, received);
    apiServer.use(
      http.post(apiPath(`admin/supplies/${SUPPLY_ID}/receive`), () => HttpResponse.json(received)),
    );
    await render();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Przyjmij' }));
    expect(await screen.findByTestId('supply-view')).toBeInTheDocument();
    expect(await sent.body(`POST admin/supplies/${SUPPLY_ID}/receive?lang=pl`)).toEqual({
      version: 3,
    });
    const [line] = screen.getAllByTestId('supply-view-line');
    expect(within(line!).getByTestId('line-added')).toHaveTextContent('+12 → 14');
    const state = screen.getByTestId('supply-state');
    expect(state).toHaveTextContent('jej ilości dodano do stanów');
    await waitFor(() => expect(state).toHaveFocus());
  });

  it('says which products were sold meanwhile when a receipt cannot be cancelled', async () => {
    answerSupply(received);
    apiServer.use(
      http.post(apiPath(`admin/supplies/${SUPPLY_ID}/cancel`), () =>
        apiError(409, 'SUPPLY_PRODUCT_MORE_THAN_AVAILABLE', {
          products: [
            { id: KETTLE, name: { en: 'Gooseneck kettle', pl: 'Czajnik z wąską wylewką 1 l' } },
          ],
        }),
      ),
    );
    await render();
    const user = userEvent.setup({ delay: null });
    const open = screen.getByRole('button', { name: 'Anuluj przyjęcie' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Anulować przyjęcie dostawy 7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj przyjęcie' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Część tych sztuk została już sprzedana: Czajnik z wąską wylewką 1 l.',
    );
    expect(await sent.body(`POST admin/supplies/${SUPPLY_ID}/cancel?lang=pl`)).toEqual({
      version: 4,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Zostaw' }));
    expect(open).toHaveFocus();
  });
});
