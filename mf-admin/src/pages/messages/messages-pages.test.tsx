import { toast } from '@storefront/shared';
import type { ContactMessageView, ContactThread } from '@storefront/shared/admin';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { messagePage } from './message-page';
import { messagesPage } from './messages-page';

setUpFakeApi();

const message = (overrides: Partial<ContactMessageView> = {}): ContactMessageView => ({
  id: 'msg-1',
  name: 'Anna Kowalska',
  email: 'anna@example.com',
  phone: '+48600700800',
  message: 'Czy wysyłacie do Lwowa?\nI czy Sencha jest świeża?',
  language: 'pl',
  createdAt: '2031-03-01T08:00:00.000Z',
  read: false,
  readAt: null,
  readBy: null,
  replyCount: 0,
  lastReplyAt: null,
  version: 1,
  ...overrides,
});

const thread = (overrides: Partial<ContactThread> = {}): ContactThread => ({
  ...message(),
  replies: [],
  ...overrides,
});

const READ = {
  read: true,
  readAt: '2031-03-01T09:00:00.000Z',
  readBy: 'owner@shop.example',
  version: 2,
};

const REPLY = {
  id: 'reply-1',
  text: 'Tak, wysyłamy do Lwowa.',
  author: { email: 'owner@shop.example', role: 'OWNER' as const },
  language: 'pl' as const,
  createdAt: '2031-03-01T10:00:00.000Z',
  emailStatus: 'PENDING' as const,
};

const ListPage = messagesPage.Component;
const ThreadPage = messagePage.Component;

const openToasts = () => toast.getSnapshot().filter((item) => item.open);

describe('the inbox', () => {
  it('marks the unread messages and counts them, in Polish, each a link to its thread', async () => {
    apiServer.use(
      http.get(apiPath('admin/messages'), () =>
        HttpResponse.json({
          items: [
            message(),
            message({
              id: 'msg-2',
              name: 'Jan Nowak',
              ...READ,
              replyCount: 1,
              lastReplyAt: '2031-03-01T10:00:00.000Z',
            }),
          ],
          total: 2,
          page: 1,
          limit: 20,
          unread: 7,
        }),
      ),
    );
    await renderAdmin(<ListPage lang="pl" params={{}} />, { lang: 'pl' });
    expect(await screen.findByTestId('messages-unread')).toHaveTextContent('Nieprzeczytane: 7');
    const [unread, read] = screen.getAllByTestId('message-row');
    expect(unread).toHaveAttribute('data-state', 'unread');
    expect(within(unread!).getByTestId('message-state')).toHaveTextContent('Nieprzeczytana');
    expect(within(unread!).getByTestId('message-replies')).toHaveTextContent('Bez odpowiedzi');
    expect(within(read!).getByTestId('message-state')).toHaveTextContent('Przeczytana');
    expect(within(read!).getByTestId('message-replies')).toHaveTextContent('Odpowiedziano (1)');
    expect(
      within(unread!).getByRole('link', { name: 'Otwórz wiadomość od: Anna Kowalska' }),
    ).toHaveAttribute('href', '/pl/admin/messages/msg-1');
  });

  it('asks for the unread messages with the words typed, and says when none matches', async () => {
    apiServer.use(
      http.get(apiPath('admin/messages'), () =>
        HttpResponse.json({ items: [], total: 0, page: 1, limit: 20, unread: 0 }),
      ),
    );
    await renderAdmin(<ListPage lang="en" params={{}} />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Search name, email or text'), 'lviv');
    await user.selectOptions(screen.getByLabelText('State'), 'unread');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(sent.lines()).toContain('GET admin/messages?q=lviv&state=unread&page=1'),
    );
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('No message matches.');
  });
});

describe('a message', () => {
  /** The thread's answers: as read first, then what each change answers. */
  function answering(first: ContactThread) {
    let shown = first;
    apiServer.use(
      http.get(apiPath('admin/messages/msg-1'), () => HttpResponse.json(shown)),
      http.put(apiPath('admin/messages/msg-1/read'), async ({ request }) => {
        const { read } = (await request.json()) as { read: boolean };
        shown = read
          ? { ...shown, ...READ, version: shown.version + 1 }
          : { ...shown, read: false, readAt: null, readBy: null, version: shown.version + 1 };
        return HttpResponse.json(shown);
      }),
    );
    return {
      replyWith: (answer: () => HttpResponse<object>) =>
        apiServer.use(http.post(apiPath('admin/messages/msg-1/replies'), answer)),
      set: (next: ContactThread) => void (shown = next),
    };
  }

  it('is marked read as it opens, from the version shown', async () => {
    answering(thread());
    await renderAdmin(<ThreadPage lang="en" params={{ messageId: 'msg-1' }} />);
    expect(await screen.findByTestId('message-text')).toHaveTextContent(
      'Czy wysyłacie do Lwowa? I czy Sencha jest świeża?',
    );
    expect(screen.getByTestId('message-language')).toHaveTextContent('Polish');
    await waitFor(() =>
      expect(screen.getByTestId('message-read-state')).toHaveTextContent(
        'Read by owner@shop.example',
      ),
    );
    expect(await sent.body('PUT admin/messages/msg-1/read')).toEqual({ read: true, version: 1 });
    // Opening is not an action of the staff member's: nothing to announce.
    expect(openToasts()).toEqual([]);
  });

  it('is marked unread again with its button, which keeps the focus, and a toast says so', async () => {
    answering(thread(READ));
    await renderAdmin(<ThreadPage lang="ua" params={{ messageId: 'msg-1' }} />, { lang: 'ua' });
    const user = userEvent.setup({ delay: null });
    const toggle = await screen.findByRole('button', { name: 'Позначити як непрочитане' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveTextContent('Позначити як прочитане'));
    expect(toggle).toHaveFocus();
    expect(await sent.body('PUT admin/messages/msg-1/read')).toEqual({ read: false, version: 2 });
    expect(openToasts().at(-1)).toMatchObject({
      tone: 'success',
      title: 'Позначено як непрочитане: у вхідних воно знову рахується новим.',
    });
  });

  it('checks the reply, sends it from the version shown, and puts the focus on it', async () => {
    const api = answering(thread(READ));
    api.replyWith(() => {
      const answered = thread({ ...READ, version: 3, replyCount: 1, replies: [REPLY] });
      api.set(answered);
      return HttpResponse.json(answered, { status: 201 });
    });
    await renderAdmin(<ThreadPage lang="en" params={{ messageId: 'msg-1' }} />);
    const user = userEvent.setup({ delay: null });
    const text = await screen.findByLabelText('Your reply');
    expect(text).toHaveAttribute('lang', 'pl');
    expect(screen.getByText(/Sent to anna@example.com from the shop's address/)).toHaveTextContent(
      'Write in Polish',
    );
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('Write your reply.')).toBeInTheDocument();
    expect(text).toHaveFocus();
    expect(sent.lines()).not.toContain('POST admin/messages/msg-1/replies');

    await user.type(text, '  Tak, wysyłamy do Lwowa.  ');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    const reply = await screen.findByTestId('message-reply');
    expect(reply).toHaveTextContent('owner@shop.example (owner)');
    expect(reply).toHaveTextContent('Tak, wysyłamy do Lwowa.');
    expect(reply).toHaveTextContent('Email waiting to be sent');
    await waitFor(() => expect(reply).toHaveFocus());
    expect(await sent.body('POST admin/messages/msg-1/replies')).toEqual({
      text: 'Tak, wysyłamy do Lwowa.',
      version: 2,
    });
    expect(text).toHaveValue('');
    expect(openToasts().at(-1)).toMatchObject({
      tone: 'success',
      title: 'Reply sent to anna@example.com.',
    });
  });

  it('keeps the reply when the message was answered meanwhile, and loads it as it is now', async () => {
    const api = answering(thread(READ));
    api.replyWith(() => {
      api.set(thread({ ...READ, version: 3, replyCount: 1, replies: [REPLY] }));
      return apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
        conflict: {
          version: 3,
          fields: ['replies'],
          changedBy: { email: 'ewa@shop.example', role: 'MANAGER' },
          changedAt: '2031-03-01T10:00:00.000Z',
        },
      } as never);
    });
    await renderAdmin(<ThreadPage lang="en" params={{ messageId: 'msg-1' }} />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Your reply'), 'Yes, we ship to Lviv.');
    await user.click(screen.getByRole('button', { name: 'Send the reply' }));
    const notice = await screen.findByTestId('reply-conflict');
    expect(notice).toHaveTextContent('ewa@shop.example (manager) saved it on');
    expect(notice).toHaveTextContent('They changed: the replies (it was answered).');
    expect(notice).toHaveTextContent('Your reply was not sent and is still in the form.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByLabelText('Your reply')).toHaveValue('Yes, we ship to Lviv.');
    expect(screen.queryByTestId('message-reply')).toBeNull();
    // The form says it: no error toast on top.
    expect(openToasts().filter((item) => item.tone === 'error')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Load the message as it is now' }));
    expect(await screen.findByTestId('message-reply')).toHaveTextContent('Tak, wysyłamy do Lwowa.');
    expect(screen.queryByTestId('reply-conflict')).toBeNull();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Yes, we ship to Lviv.');
    const result = screen.getByTestId('reply-result');
    expect(result).toHaveTextContent('The message as it is now is shown');
    await waitFor(() => expect(result).toHaveFocus());
  });

  it('says when too many replies were sent, the text kept', async () => {
    const api = answering(thread(READ));
    api.replyWith(() => apiError(429, 'ENTITY_ACTION_NOT_ALLOWED'));
    await renderAdmin(<ThreadPage lang="pl" params={{ messageId: 'msg-1' }} />, { lang: 'pl' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Twoja odpowiedź'), 'Dzień dobry!');
    await user.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    const result = await screen.findByTestId('reply-result');
    expect(result).toHaveTextContent('Wysłano wiele odpowiedzi w krótkim czasie.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByLabelText('Twoja odpowiedź')).toHaveValue('Dzień dobry!');
  });
});
