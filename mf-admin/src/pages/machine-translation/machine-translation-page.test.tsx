import { DEFAULT_AI_PROMPTS, type MachineTranslationView } from '@storefront/shared/admin';
import { testUser } from '@storefront/shared/testing';
import {
  apiPath,
  apiServer,
  sent,
  setUpFakeApi,
  testStaffSession,
} from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { machineTranslationPage } from './machine-translation-page';

setUpFakeApi();

const VIEW: MachineTranslationView = {
  endpoint: null,
  model: 'gpt-4.1-mini',
  apiKey: 'none',
  keyStorage: true,
  prompts: (['product', 'category', 'store'] as const).map((name) => ({
    name,
    text: DEFAULT_AI_PROMPTS[name],
    changed: false,
    version: 1,
  })),
  version: 1,
};

const { Component } = machineTranslationPage;

describe('the machine translation settings', () => {
  beforeEach(() => {
    apiServer.use(http.get(apiPath('admin/machine-translation'), () => HttpResponse.json(VIEW)));
  });

  it('says nothing leaves the shop without an endpoint, and saves the owner’s endpoint and model', async () => {
    apiServer.use(
      http.put(apiPath('admin/machine-translation'), () =>
        HttpResponse.json({ ...VIEW, endpoint: 'https://api.openai.com/v1', version: 2 }),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    expect(await screen.findByTestId('machine-sent')).toHaveTextContent(
      'no endpoint is set, so no text leaves the shop',
    );
    const endpoint = screen.getByLabelText(/Endpoint/);
    await userEvent.type(endpoint, 'ftp://example.com');
    await userEvent.click(screen.getByTestId('machine-service-save'));
    expect(
      await screen.findByText('Enter an http or https address without a user name or password.'),
    ).toBeInTheDocument();
    await userEvent.clear(endpoint);
    await userEvent.type(endpoint, 'https://api.openai.com/v1');
    await userEvent.selectOptions(screen.getByLabelText('Model'), 'o4-mini');
    await userEvent.click(screen.getByTestId('machine-service-save'));
    expect(await sent.body('PUT admin/machine-translation')).toEqual({
      endpoint: 'https://api.openai.com/v1',
      model: 'o4-mini',
      version: 1,
    });
    const result = await screen.findByTestId('machine-service-result');
    expect(result).toHaveTextContent('The translation service is saved.');
    await waitFor(() => expect(result).toHaveFocus());
  });

  it('sets the key in a dialog with the owner’s password, a wrong one said beside it', async () => {
    let tries = 0;
    apiServer.use(
      http.put(apiPath('admin/machine-translation/key'), () =>
        tries++ === 0
          ? HttpResponse.json(
              { statusCode: 400, code: 'USER_PASSWORD_INCORRECT', message: 'wrong' },
              { status: 400 },
            )
          : HttpResponse.json({ ...VIEW, apiKey: 'set' }),
      ),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    expect(await screen.findByTestId('machine-key-state')).toHaveTextContent('No API key is set.');
    await userEvent.click(screen.getByTestId('machine-key-set'));
    const dialog = await screen.findByRole('dialog', { name: 'Set the API key' });
    await userEvent.type(within(dialog).getByLabelText('API key'), 'sk-secret-1');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set the key' }));
    expect(await within(dialog).findByText('This is not your password.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set the key' }));
    const result = await screen.findByTestId('machine-key-result');
    expect(result).toHaveTextContent('The API key is set.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(await sent.body('PUT admin/machine-translation/key')).toEqual({
      apiKey: 'sk-secret-1',
      password: 'not-it',
    });
  });

  it('saves a prompt at its version, refusing one without {targetLanguage} before sending it', async () => {
    apiServer.use(
      http.put(apiPath('admin/machine-translation/prompts/:name'), () => HttpResponse.json(VIEW)),
    );
    await renderAdmin(<Component lang="en" params={{}} />);
    const form = await screen.findByTestId('machine-prompt-category');
    const text = within(form).getByLabelText('Prompt for category texts');
    await userEvent.clear(text);
    await userEvent.type(text, 'Translate it.');
    await userEvent.click(within(form).getByRole('button', { name: /^Save/ }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The prompt must name {targetLanguage}.',
    );
    await userEvent.type(text, ' Into {{targetLanguage}.');
    await userEvent.click(within(form).getByRole('button', { name: /^Save/ }));
    expect(await sent.body('PUT admin/machine-translation/prompts/category')).toEqual({
      text: 'Translate it. Into {targetLanguage}.',
      version: 1,
    });
  });

  it('shows an administrator the service and key without the owner’s controls, in Polish', async () => {
    apiServer.use(
      http.get(apiPath('admin/session'), () => HttpResponse.json(testStaffSession('ADMIN'))),
    );
    await renderAdmin(<Component lang="pl" params={{}} />, {
      lang: 'pl',
      route: '/pl/admin/settings/machine-translation',
      user: testUser({ role: 'Admin', staffRole: 'ADMIN' }),
    });
    expect(await screen.findByTestId('machine-key-state')).toHaveTextContent(
      'Nie ustawiono klucza API.',
    );
    expect(screen.queryByTestId('machine-key-set')).toBeNull();
    expect(screen.queryByTestId('machine-service-save')).toBeNull();
    expect(screen.getAllByText('Zmienia to tylko właściciel sklepu.')).toHaveLength(2);
    expect(screen.getByLabelText(/Adres usługi/)).toBeDisabled();
  });
});
