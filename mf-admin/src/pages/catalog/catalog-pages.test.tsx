import type { PublicStore } from '@storefront/shared';
import { TEST_STORE, testUser } from '@storefront/shared/testing';
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
import { answerCatalogLists, testBrand, testCategory } from '../../testing/catalog';
import { renderAdmin } from '../../testing/render-admin';
import { brandNewPage } from './brand-page';
import { categoriesPage } from './categories-page';
import { categoryPage } from './category-page';

setUpFakeApi();

/** A shop in Polish first, then English, Russian and Ukrainian. */
const polishShop: PublicStore = {
  ...TEST_STORE,
  mainInfo: {
    ...TEST_STORE.mainInfo,
    languageCode: 'pl',
    additionalLanguageCodes: ['en', 'ru', 'ua'],
  },
};

const herbs = testCategory({
  id: 'c-9',
  slug: 'herbs',
  name: { pl: 'Zioła', en: 'Herbs', ru: 'Травы', ua: 'Трави' },
  description: { pl: 'Suszone.', en: 'Dried.', ru: 'Сушёные.', ua: 'Сушені.' },
  productCount: 2,
  version: 3,
});
const tea = testCategory({ id: 'c-2', slug: 'tea', name: { pl: 'Herbata', en: 'Tea' } });

const manager = testUser({ role: 'Customer', staffRole: 'MANAGER' });

/** The fake API's staff session is a manager's. */
const asManager = () =>
  apiServer.use(
    http.get(apiPath('admin/session'), () => HttpResponse.json(testStaffSession('MANAGER'))),
  );

async function openCategory(
  lang: 'en' | 'pl' = 'en',
  user = testUser({ role: 'Owner', staffRole: 'OWNER' }),
) {
  const { Component } = categoryPage;
  await renderAdmin(<Component lang={lang} params={{ categoryId: herbs.id }} />, {
    lang,
    user,
    publicStore: polishShop,
  });
  return screen.findByRole('form', { name: lang === 'en' ? 'Category' : 'Kategoria' });
}

function answerCategory() {
  answerCatalogLists([herbs, tea, testCategory({ hidden: true, missing: ['ua'] })]);
  const sent: { url: URL; body: unknown }[] = [];
  apiServer.use(
    http.get(apiPath(`admin/categories/${herbs.id}`), () => HttpResponse.json(herbs)),
    http.put(apiPath(`admin/categories/${herbs.id}`), async ({ request }) => {
      const body = (await request.json()) as object;
      sent.push({ url: new URL(request.url), body });
      return HttpResponse.json({ ...herbs, ...body, version: herbs.version + 1 });
    }),
  );
  return sent;
}

describe('the categories list', () => {
  it('lists every category, hidden ones too, with its products and missing texts', async () => {
    answerCatalogLists([herbs, testCategory({ hidden: true, missing: ['ua'] })]);
    const { Component } = categoriesPage;
    await renderAdmin(<Component lang="en" params={{}} />, { publicStore: polishShop });
    const table = await screen.findByRole('table', { name: 'Categories: 2, hidden ones too' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Herbs' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Hidden');
    expect(rows[1]).toHaveTextContent('Missing: Ukrainian');
    expect(screen.getByRole('link', { name: 'New category' })).toBeInTheDocument();
  });

  it('offers no new category to a manager', async () => {
    answerCatalogLists();
    asManager();
    const { Component } = categoriesPage;
    await renderAdmin(<Component lang="en" params={{}} />, { user: manager });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New category' })).not.toBeInTheDocument();
  });
});

describe("a category's form", () => {
  it('groups the texts per shop language, the main one first, and saves a Ukrainian rename over the version read', async () => {
    const sent = answerCategory();
    await openCategory();
    const groups = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(groups[1]).toHaveAccessibleName(/Polish \(the shop's main language\)/);
    const user = userEvent.setup({ delay: null });
    const ukrainian = screen.getByLabelText('Name in Ukrainian');
    await user.clear(ukrainian);
    await user.type(ukrainian, 'Трави й квіти');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const result = await screen.findByTestId('category-result');
    expect(result).toHaveTextContent('Saved. Shoppers see it on their next page.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(sent[0]!.body).toMatchObject({
      slug: 'herbs',
      version: 3,
      hidden: false,
      name: { pl: 'Zioła', en: 'Herbs', ru: 'Травы', ua: 'Трави й квіти' },
    });
  }, 20_000);

  it('says in the page language what a field lacks, and a slug taken beside the slug', async () => {
    const sent = answerCategory();
    apiServer.use(
      http.put(apiPath(`admin/categories/${herbs.id}`), () =>
        apiError(409, 'APP_CATEGORY_ALREADY_EXISTS', { fields: { slug: 'slug_taken' } } as never),
      ),
    );
    await openCategory('pl');
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Nazwa (polski)'));
    const slug = screen.getByLabelText('Nazwa w adresie');
    await user.clear(slug);
    await user.type(slug, 'featured');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Główny język sklepu wymaga nazwy.')).toBeInTheDocument();
    expect(
      screen.getByText('Ten adres należy do strony sklepu: wybierz inny.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Nazwa (polski)'), 'Zioła');
    await user.clear(slug);
    await user.type(slug, 'tea');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Inna ma już tę nazwę w adresie.')).toBeInTheDocument();
    expect(slug).toHaveFocus();
  }, 20_000);

  it('refuses a save over a newer version, says what changed, and keeps what was typed', async () => {
    answerCategory();
    apiServer.use(
      http.put(apiPath(`admin/categories/${herbs.id}`), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
          conflict: {
            version: 4,
            fields: ['name.ua', 'hidden'],
            changedBy: { email: 'anna@shop.example', role: 'ADMIN' },
            changedAt: '2026-12-01T11:30:00.000Z',
          },
        } as never),
      ),
    );
    await openCategory();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name in English'), ' and flowers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert', {
      name: 'Not saved: this category was changed meanwhile',
    });
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('They changed: Name (Ukrainian), Visibility.');
    expect(screen.getByLabelText('Name in English')).toHaveValue('Herbs and flowers');
  });

  it('removes a category with products only once a target is chosen, saying the refusal beside the choice', async () => {
    answerCategory();
    const asked: URL[] = [];
    apiServer.use(
      http.delete(apiPath(`admin/categories/${herbs.id}`), ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        if (!url.searchParams.get('moveTo'))
          return apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
            fields: { moveTo: 'products_to_move' },
          } as never);
        return HttpResponse.json({ id: herbs.id, moved: 2, movedTo: 'tea' });
      }),
    );
    await openCategory();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Remove…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the category Herbs?' });
    expect(dialog).toHaveTextContent('Products in it: 2, hidden ones too.');
    const target = within(dialog).getByLabelText('Move its products to');
    expect(target).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not removed: it still has products. Choose where they go.',
    );
    await waitFor(() => expect(target).toHaveFocus());
    await user.selectOptions(target, 'tea');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(Object.fromEntries(asked[1]!.searchParams)).toEqual({ version: '3', moveTo: 'tea' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is read only for a manager, with no removal', async () => {
    answerCategory();
    asManager();
    await openCategory('en', manager);
    expect(screen.getByTestId('category-read-only')).toHaveTextContent(
      'You may read it, not change it.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove…' })).not.toBeInTheDocument();
  });
});

describe('a new brand', () => {
  it('is created with its one name, country and order', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      http.post(apiPath('admin/brands'), async ({ request }) => {
        const body = (await request.json()) as object;
        sent.push(body);
        return HttpResponse.json({ ...testBrand(), ...body, id: 'b-7' }, { status: 201 });
      }),
    );
    const { Component } = brandNewPage;
    await renderAdmin(<Component lang="en" params={{}} />);
    await screen.findByRole('form', { name: 'Brand' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Name'), 'Lipa');
    await user.type(screen.getByLabelText('Address name'), 'lipa');
    await user.selectOptions(screen.getByLabelText('Home country'), 'PL');
    const order = screen.getByLabelText('Order');
    await user.clear(order);
    await user.type(order, '4');
    await user.click(screen.getByRole('button', { name: 'Create the brand' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      slug: 'lipa',
      name: 'Lipa',
      country: 'PL',
      position: 4,
      hidden: false,
    });
  });
});
