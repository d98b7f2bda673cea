import { toast } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import en from '../../locales/en/content.json';
import pl from '../../locales/pl/content.json';
import ru from '../../locales/ru/content.json';
import { ContactForm } from './contact-form';

setUpFakeApi();
afterEach(() => toast.clear());

describe('the contact form', () => {
  it('shows translated field errors and sends nothing when the input is invalid', async () => {
    renderWithProviders(<ContactForm lang="pl" />, { lang: 'pl', namespaces: { content: pl } });
    await userEvent.type(screen.getByLabelText('Imię i nazwisko'), 'A');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));

    expect(await screen.findByText('Podaj imię (co najmniej 2 znaki).')).toBeVisible();
    expect(screen.getByText('Podaj poprawny adres e-mail.')).toBeVisible();
    expect(screen.getByText('Wiadomość musi mieć co najmniej 10 znaków.')).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.requests()).toEqual([]);
  });

  it('refuses pasted text with a control character, as the API would', async () => {
    renderWithProviders(<ContactForm lang="ru" />, { lang: 'ru', namespaces: { content: ru } });
    await userEvent.type(screen.getByLabelText(ru.contact.name), 'Анна');
    await userEvent.type(screen.getByLabelText(ru.contact.email), 'anna@example.com');
    await userEvent.click(screen.getByLabelText(ru.contact.message));
    await userEvent.paste('Есть ли Сенча\u0000 этого года?');
    await userEvent.click(screen.getByRole('button', { name: ru.contact.submit }));

    expect(
      await screen.findByText('Удалите из этого поля невидимые или неподдерживаемые символы.'),
    ).toBeVisible();
    expect(screen.getByLabelText(ru.contact.message)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.requests()).toEqual([]);
  });

  it('sends a valid message with the masked phone and the page language, then clears the form', async () => {
    apiServer.use(
      http.post(apiPath('contact-us'), () =>
        HttpResponse.json({ id: 'm-1', createdAt: '2026-11-22T10:00:00Z' }, { status: 201 }),
      ),
    );
    renderWithProviders(<ContactForm lang="en" />, { namespaces: { content: en } });
    await userEvent.type(screen.getByLabelText('Your name'), 'Anna Kowalska');
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '600100200');
    await userEvent.type(screen.getByLabelText('Message'), 'Is the Sencha from this year?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your message has been sent.',
    );
    expect(sent.lines()).toEqual(['POST contact-us']);
    expect(await sent.body()).toEqual({
      name: 'Anna Kowalska',
      email: 'anna@example.com',
      phone: '+48600100200',
      message: 'Is the Sencha from this year?',
      lang: 'en',
    });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });

  it('keeps what was typed and explains a refusal of the server', async () => {
    apiServer.use(
      http.post(apiPath('contact-us'), () =>
        apiError(429, 'ENTITY_ACTION_NOT_ALLOWED', { message: 'Too many requests' }),
      ),
    );
    renderWithProviders(<ContactForm lang="en" />, { namespaces: { content: en } });
    await userEvent.type(screen.getByLabelText('Your name'), 'Anna');
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'A question about delivery.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(toast.getSnapshot()).toHaveLength(1));
    expect(toast.getSnapshot()[0]).toMatchObject({ title: 'Too many requests', tone: 'error' });
    expect(toast.getSnapshot()[0]!.description).toMatch(/not allowed right now/);
    expect(screen.getByLabelText('Message')).toHaveValue('A question about delivery.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
