import type { PublicStore } from '@storefront/shared';
import type { SeoSettingsView } from '@storefront/shared/admin';
import { TEST_STORE, testProductDetail } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { seoSettingsPage } from './seo-settings-page';

setUpFakeApi();

/** A shop in Polish and English, named Verde Market, whose product pages have a template. */
const SHOP: PublicStore = {
  ...TEST_STORE,
  mainInfo: {
    ...TEST_STORE.mainInfo,
    name: 'Verde Market',
    languageCode: 'pl',
    additionalLanguageCodes: ['en'],
  },
};

const SETTINGS: SeoSettingsView = {
  section: {
    ...TEST_STORE.seo,
    product: {
      title: {
        pl: '{product-name} {separator} {site-name}',
        en: '{product-name} {separator} {site-name}',
      },
      description: { pl: '{product-name} marki {brand}' },
    },
  },
  version: 3,
};

/** The Sencha as the catalog answers it in each language. */
const sencha = (lang: string) =>
  testProductDetail({
    name: lang === 'pl' ? 'Sencha z Kioto' : 'Kyoto sencha',
    discountPrice: 3990,
    category: { slug: 'tea', name: lang === 'pl' ? 'Herbata' : 'Tea' },
    brand: { slug: 'kumo', name: 'Kumo Craft' },
  });

beforeEach(() => {
  apiServer.use(
    http.get(apiPath('admin/settings/seo'), () => HttpResponse.json(SETTINGS)),
    http.get(apiPath('product'), ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
      const { description: _d, attributes: _a, images: _i, related: _r, ...summary } = sencha(lang);
      return HttpResponse.json({ items: [summary], total: 1, page: 1, limit: 20, pages: 1 });
    }),
    http.get(apiPath('product/:slug'), ({ request, params }) =>
      params.slug === 'sencha'
        ? HttpResponse.json(sencha(new URL(request.url).searchParams.get('lang') ?? 'en'))
        : apiError(404, 'ENTITY_NOT_FOUND'),
    ),
    http.get(apiPath('brand'), () => HttpResponse.json([])),
    http.get(apiPath('category'), () => HttpResponse.json([])),
  );
});

const productTemplate = () => screen.findByRole('group', { name: 'Product pages template' });

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  // user-event reads braces as key names: `{{` types one.
  await userEvent.type(
    field,
    text.replace(/[{[]/g, (brace) => brace + brace),
  );
}

describe('the SEO texts', () => {
  it('previews a product template as typed, in the language chosen, as the storefront fills it', async () => {
    await renderAdmin(<seoSettingsPage.Component lang="en" params={{}} />, { publicStore: SHOP });
    const template = await productTemplate();
    const preview = within(template).getByRole('group', { name: 'Preview for a product' });
    const title = await within(preview).findByTestId('seo-preview-product-title');
    expect(title).toHaveTextContent('Kyoto sencha | Verde Market');
    // No English description: the main language's template, filled in English.
    expect(within(preview).getByTestId('seo-preview-product-description')).toHaveTextContent(
      'Kyoto sencha marki Kumo Craft',
    );
    await retype(
      within(template).getByTestId('seo-product-title-en'),
      '{product-name} for {price} {separator} {brand} {separator} {site-name}',
    );
    expect(title.textContent).toMatch(
      /^Kyoto sencha for PLN\s?39\.90 \| Kumo Craft \| Verde Market$/,
    );
    await userEvent.selectOptions(
      within(preview).getByTestId('seo-preview-product-language'),
      'pl',
    );
    await waitFor(() =>
      expect(within(preview).getByTestId('seo-preview-product-title')).toHaveTextContent(
        'Sencha z Kioto | Verde Market',
      ),
    );
    expect(within(preview).getByTestId('seo-preview-product-title')).toHaveAttribute('lang', 'pl');
  }, 30_000);

  it('saves the texts from the version read, without the empty ones', async () => {
    apiServer.use(
      http.put(apiPath('admin/settings/seo'), async ({ request }) => {
        const body = (await request.json()) as SeoSettingsView;
        return HttpResponse.json({ section: body.section, version: 4 });
      }),
    );
    await renderAdmin(<seoSettingsPage.Component lang="pl" params={{}} />, {
      lang: 'pl',
      publicStore: SHOP,
    });
    const general = await screen.findByRole('group', { name: 'Cały sklep' });
    await retype(
      within(general).getByTestId('seo-general-title-pl'),
      'Verde Market {separator} kawa',
    );
    await userEvent.click(within(general).getByTestId('seo-follow'));
    await userEvent.click(screen.getByTestId('seo-settings-save'));
    const result = await screen.findByTestId('seo-settings-result');
    expect(result).toHaveTextContent('Teksty SEO zapisane.');
    await waitFor(() => expect(result).toHaveFocus());
    const body = (await sent.body('PUT admin/settings/seo')) as SeoSettingsView;
    expect(body.version).toBe(3);
    expect(body.section.general).toEqual({
      title: { pl: 'Verde Market {separator} kawa' },
      description: {},
      index: true,
      follow: false,
    });
    expect(body.section.product).toEqual(SETTINGS.section.product);
    expect(body.section.pages).toEqual({});
  }, 30_000);

  it('refuses, beside the field, a placeholder the template’s pages do not have', async () => {
    await renderAdmin(<seoSettingsPage.Component lang="en" params={{}} />, { publicStore: SHOP });
    const category = await screen.findByRole('group', { name: 'Category pages template' });
    await retype(within(category).getByTestId('seo-category-title-en'), '{category} from {price}');
    await userEvent.click(screen.getByTestId('seo-settings-save'));
    expect(
      await within(category).findByText(
        'This placeholder has nothing to show on these pages: see the list above.',
      ),
    ).toBeVisible();
    expect(within(category).getByTestId('seo-category-title-en')).toHaveFocus();
    expect(sent.requests().filter((request) => request.method === 'PUT')).toEqual([]);
  }, 30_000);
});
