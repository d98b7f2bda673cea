import type {
  MachineTranslationView,
  TranslationItem,
  TranslationPage,
} from '@storefront/shared/admin';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { translationsPage } from './translations-page';

setUpFakeApi();

const counts = {
  product: { missing: 2, outdated: 0 },
  category: { missing: 0, outdated: 0 },
  store: { missing: 0, outdated: 0 },
};
const item = (field: 'name' | 'description', source: string): TranslationItem => ({
  kind: 'product',
  id: 'p1',
  field,
  language: 'ua',
  state: 'missing',
  label: 'Miedziany czajnik',
  source,
  text: '',
  version: 3,
  draft: null,
});
const NAME = item('name', 'Miedziany czajnik');
const DESCRIPTION = item('description', 'Czajnik z kutej miedzi.');
const page = (items: TranslationItem[]): TranslationPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
  languages: { main: 'pl', all: ['pl', 'en', 'ru', 'ua'] },
  counts: { en: counts, ru: counts, ua: counts },
});
const SETTINGS: MachineTranslationView = {
  endpoint: 'http://127.0.0.1:4999/v1',
  model: 'gpt-4.1-mini',
  apiKey: 'set',
  keyStorage: true,
  prompts: [],
  version: 2,
};
const drafted = (text: string) => ({
  text,
  model: 'gpt-4.1-mini',
  createdAt: '2031-03-01T08:00:00.000Z',
});

const { Component } = translationsPage;

describe('machine translation on the translations page', () => {
  beforeEach(() => {
    apiServer.use(
      http.get(apiPath('admin/translations'), () => HttpResponse.json(page([NAME, DESCRIPTION]))),
      http.get(apiPath('admin/machine-translation'), () => HttpResponse.json(SETTINGS)),
    );
  });

  it('sends the texts checked in the language chosen, names where they go, and says the drafts made', async () => {
    apiServer.use(
      http.post(apiPath('admin/translations/machine'), () =>
        HttpResponse.json({ drafts: [{ ...NAME, ...drafted('[ua] Miedziany czajnik') }] }),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />, {
      route: '/en/admin/translations?language=ua',
    });
    await userEvent.click(await screen.findByTestId('machine-translate'));
    const dialog = await screen.findByRole('dialog', { name: 'Machine translation' });
    expect(within(dialog).getByTestId('machine-translate-language')).toHaveValue('ua');
    await waitFor(() =>
      expect(within(dialog).getByTestId('machine-translate-where')).toHaveTextContent(
        'sent to http://127.0.0.1:4999/v1 with the API key, to be translated by gpt-4.1-mini',
      ),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Description/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Translate (1)' }));
    expect(await sent.body('POST admin/translations/machine')).toEqual({
      language: 'ua',
      texts: [{ kind: 'product', id: 'p1', field: 'name' }],
    });
    const result = await screen.findByTestId('translation-result');
    expect(result).toHaveTextContent('Drafts made: 1.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(result).toHaveFocus());
  });

  it.each([
    ['AI_SERVICE_NOT_CONFIGURED', 409, 'The AI service is not configured.'],
    ['AI_SERVICE_NO_API_KEY', 409, 'No API key is set for the AI service.'],
    ['AI_SERVICE_ERROR', 502, 'The AI service returned an error.'],
  ])('says %s in the dialog, which stays open with the focus on it', async (code, status, text) => {
    apiServer.use(
      http.post(apiPath('admin/translations/machine'), () =>
        HttpResponse.json({ statusCode: status, code, message: 'refused' }, { status }),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    await userEvent.click(await screen.findByTestId('machine-translate'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('machine-translate-submit'));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(text);
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(screen.getAllByTestId('translation-item')).toHaveLength(2);
  });

  it('says the refusal in Ukrainian too', async () => {
    apiServer.use(
      http.post(apiPath('admin/translations/machine'), () =>
        HttpResponse.json(
          { statusCode: 409, code: 'AI_SERVICE_NO_API_KEY', message: 'no key' },
          { status: 409 },
        ),
      ),
    );
    await renderAdmin(<Component lang="ua" params={{}} />, {
      lang: 'ua',
      route: '/ua/admin/translations',
    });
    await userEvent.click(await screen.findByTestId('machine-translate'));
    const dialog = await screen.findByRole('dialog', { name: 'Машинний переклад' });
    await userEvent.click(within(dialog).getByTestId('machine-translate-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Для сервісу ШІ не вказано API-ключ',
    );
  });

  it('shows a draft beside its text; used, it is the field’s text, saved with the others; discarded, it is dropped', async () => {
    apiServer.use(
      http.get(apiPath('admin/translations'), () =>
        HttpResponse.json(
          page([
            { ...NAME, draft: drafted('Мідний чайник') },
            { ...DESCRIPTION, draft: drafted('Чайник з кованої міді.') },
          ]),
        ),
      ),
      http.post(apiPath('admin/translations'), () =>
        HttpResponse.json({ saved: 1, records: [{ kind: 'product', id: 'p1', version: 4 }] }),
      ),
      http.post(apiPath('admin/translations/drafts/discard'), () =>
        HttpResponse.json({ discarded: 1 }),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    const [name, description] = await screen.findAllByTestId('translation-item');
    expect(name).toHaveTextContent('Machine draft (gpt-4.1-mini)');
    const field = within(name!).getByLabelText('Ukrainian');
    expect(field).toHaveValue('');
    await userEvent.click(within(name!).getByRole('button', { name: 'Use this text' }));
    expect(field).toHaveValue('Мідний чайник');
    expect(field).toHaveFocus();
    await userEvent.click(within(description!).getByRole('button', { name: 'Discard the draft' }));
    expect(await sent.body('POST admin/translations/drafts/discard')).toEqual({
      texts: [{ kind: 'product', id: 'p1', field: 'description', language: 'ua' }],
    });
    await userEvent.click(screen.getByTestId('translation-save'));
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
      ],
    });
  });
});
