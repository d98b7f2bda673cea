import { normalizeError, toast, type Language } from '@storefront/shared';
import type { ContactThread } from '@storefront/shared/admin';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkMessageMutation } from '../../api/messages-api';
import { useStaff } from '../../features/access/use-staff';
import { MessageCard } from './message-card';
import { ReplyForm } from './reply-form';
import { ReplyList } from './reply-list';

/**
 * A message as a thread: the message, the replies sent, the reply form. Opening an unread message
 * marks it read (from the version shown: if someone changed it meanwhile, the thread is read
 * again instead). Each action says what it did in a toast; the focus stays on the button that
 * marks read or unread, and goes to the reply just sent.
 */
export function MessageView({
  thread,
  lang,
  reload,
}: {
  thread: ContactThread;
  lang: Language;
  /** Reads the thread again; answers whether it could. */
  reload: () => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const writable = may('contact.reply');
  const [mark] = useMarkMessageMutation();
  const [sentId, setSentId] = useState<string | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current || !writable || thread.read) return;
    opened.current = true;
    void mark({ id: thread.id, read: true, version: thread.version }).then(({ error }) => {
      if (error) void reload();
    });
  }, [mark, reload, thread, writable]);

  const toggleRead = async () => {
    const read = !thread.read;
    const answer = await mark({ id: thread.id, read, version: thread.version });
    if (answer.error) {
      // A newer version: show it, and say why what was asked did not happen.
      if (normalizeError(answer.error).conflict && (await reload()))
        toast.add({ title: t('messages.changed_meanwhile'), tone: 'error' });
      return;
    }
    toast.add({
      title: t(read ? 'messages.marked_read' : 'messages.marked_unread'),
      tone: 'success',
      type: 'background',
    });
  };

  return (
    <>
      <MessageCard thread={thread} lang={lang} onToggleRead={writable ? toggleRead : undefined} />
      <ReplyList replies={thread.replies} lang={lang} focusId={sentId} />
      {writable && (
        <ReplyForm
          thread={thread}
          lang={lang}
          onLoadLatest={reload}
          onSent={(answered) => {
            setSentId(answered.replies.at(-1)?.id ?? null);
            toast.add({
              title: t('messages.reply_sent', { email: answered.email }),
              tone: 'success',
              type: 'background',
            });
          }}
        />
      )}
    </>
  );
}
