import type { TranslationItem, TranslationPage } from '@storefront/shared/admin';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { translationsPage } from './translations-page';

setUpFakeApi();

const counts = (missing: number, outdated: number) => ({
  product: { missing, outdated },
  category: { missing: 0, outdated: 0 },
  store: { missing: 1, outdated: 0 },
});

const NAME: TranslationItem = {
  kind: 'product',
  id: 'p1',
  field: 'name',
  language: 'ua',
  state: 'missing',
  label: 'Miedziany czajnik',
  source: 'Miedziany czajnik',
  text: '',
  version: 3,
  draft: null,
};
const DESCRIPTION: TranslationItem = {
  ...NAME,
  field: 'description',
  language: 'en',
  state: 'outdated',
  source: 'Czajnik z miedzi, ręcznie kuty.',
  text: 'A kettle of copper.',
};
const SLIDE: TranslationItem = {
  kind: 'store',
  id: 's1',
  field: 'slides.morning-coffee.title',
  language: 'ru',
  state: 'missing',
  label: 'Verde Market',
  source: 'Spokojne poranki, lepsza kawa',
  text: '',
  version: null,
  draft: null,
};

const PAGE: TranslationPage = {
  items: [NAME, DESCRIPTION, SLIDE],
  total: 3,
  page: 1,
  limit: 20,
  languages: { main: 'pl', all: ['pl', 'en', 'ru', 'ua'] },
  counts: { en: counts(0, 1), ru: counts(0, 0), ua: counts(2, 0) },
};

const { Component } = translationsPage;

describe('the translations page', () => {
  beforeEach(() => {
    apiServer.use(http.get(apiPath('admin/translations'), () => HttpResponse.json(PAGE)));
  });

  it('counts each language’s missing and outdated texts per kind, each figure a link to them', async () => {
    await renderAdmin(<Component lang="en" params={{}} />);
    const table = await screen.findByTestId('translation-counts');
    expect(within(table).getByRole('caption')).toHaveTextContent('Texts to translate from Polish');
    const ua = within(table).getByTestId('translation-counts-ua');
    expect(within(ua).getByRole('rowheader')).toHaveTextContent('Ukrainian');
    expect(within(ua).getByTestId('count-ua-product-missing')).toHaveTextContent('2');
    expect(within(ua).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/en/admin/translations?language=ua&kind=product&state=missing',
    );
    expect(screen.queryByTestId('translation-counts-pl')).toBeNull();
  });

  it('asks with the filters of the address, and changes them there', async () => {
    await renderAdmin(<Component lang="en" params={{}} />, {
      route: '/en/admin/translations?language=ua&record=p1',
    });
    await screen.findByTestId('translation-counts');
    expect(sent.lines()).toContain('GET admin/translations?language=ua&record=p1&page=1');
    expect(screen.getByTestId('translation-record')).toHaveTextContent(
      'Only the texts of one record',
    );
    await userEvent.selectOptions(screen.getByTestId('translation-filter-state'), 'outdated');
    await userEvent.click(screen.getByTestId('translation-filter-apply'));
    await waitFor(() =>
      expect(sent.lines().at(-1)).toBe(
        'GET admin/translations?language=ua&state=outdated&record=p1&page=1',
      ),
    );
  });

  it('shows each source beside its text, and saves the changed and confirmed ones at once, the focus on what it did', async () => {
    apiServer.use(
      http.post(apiPath('admin/translations'), () =>
        HttpResponse.json({ saved: 3, records: [{ kind: 'product', id: 'p1', version: 4 }] }),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    const items = await screen.findAllByTestId('translation-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Product: Miedziany czajnik, Name');
    expect(items[0]).toHaveTextContent('Polish (source)');
    expect(within(items[2]!).getByRole('group')).toHaveAccessibleName(
      /Shop: Verde Market, Slide morning-coffee: Title/,
    );
    const ukrainian = within(items[0]!).getByLabelText('Ukrainian');
    expect(ukrainian).toHaveAttribute('lang', 'uk');
    await userEvent.type(ukrainian, 'Мідний чайник');
    await userEvent.type(within(items[2]!).getByLabelText('Russian'), 'Неспешное утро');
    await userEvent.click(
      within(items[1]!).getByRole('checkbox', { name: 'The text still says what the source says' }),
    );
    await userEvent.click(screen.getByTestId('translation-save'));
    const result = await screen.findByTestId('translation-result');
    expect(result).toHaveTextContent('Texts saved: 3.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(await sent.body('POST admin/translations')).toEqual({
      texts: [
        {
          kind: 'product',
          id: 'p1',
          field: 'name',
          language: 'ua',
          text: 'Мідний чайник',
          version: 3,
        },
        {
          kind: 'product',
          id: 'p1',
          field: 'description',
          language: 'en',
          text: 'A kettle of copper.',
          version: 3,
        },
        {
          kind: 'store',
          id: 's1',
          field: 'slides.morning-coffee.title',
          language: 'ru',
          text: 'Неспешное утро',
          was: '',
        },
      ],
    });
  });

  it('says a save over a newer version, and a text changed meanwhile beside it', async () => {
    apiServer.use(
      http.post(apiPath('admin/translations'), () =>
        HttpResponse.json(
          {
            code: 'ENTITY_ACTION_NOT_ALLOWED',
            message: 'changed',
            fields: { 'texts.0.was': 'text_changed' },
          },
          { status: 409 },
        ),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    const items = await screen.findAllByTestId('translation-item');
    await userEvent.type(within(items[2]!).getByLabelText('Russian'), 'Утро');
    await userEvent.click(screen.getByTestId('translation-save'));
    const result = await screen.findByTestId('translation-result');
    expect(result).toHaveTextContent('Nothing was saved: see the texts marked below.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(within(items[2]!).getByRole('alert')).toHaveTextContent(
      'Someone changed this text meanwhile',
    );

    apiServer.use(
      http.post(apiPath('admin/translations'), () =>
        HttpResponse.json(
          {
            code: 'ENTITY_ACTION_NOT_ALLOWED',
            message: 'conflict',
            conflict: {
              version: 4,
              fields: ['name.ua'],
              changedBy: { email: 'anna@shop.example', role: 'ADMIN' },
              changedAt: '2031-03-01T08:00:00.000Z',
            },
          },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(screen.getByTestId('translation-save'));
    await waitFor(() =>
      expect(screen.getByTestId('translation-result')).toHaveTextContent(
        'one of these products was changed meanwhile (anna@shop.example)',
      ),
    );
  });

  it('refuses a text too long before sending it, and says when nothing changed', async () => {
    await renderAdmin(<Component lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/admin/translations',
    });
    await screen.findAllByTestId('translation-item');
    await userEvent.click(screen.getByTestId('translation-save'));
    expect(await screen.findByTestId('translation-result')).toHaveTextContent(
      'Nie ma nic do zapisania',
    );
    const items = screen.getAllByTestId('translation-item');
    const field = within(items[0]!).getByLabelText('ukraiński');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByTestId('translation-save'));
    expect(within(items[0]!).getByRole('alert')).toHaveTextContent('Ten tekst jest za długi.');
    expect(sent.lines().some((line) => line.startsWith('POST'))).toBe(false);
  });
});
