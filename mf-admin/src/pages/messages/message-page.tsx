import { RouteLink, localePath, type PageProps } from '@storefront/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesApi, useGetMessageQuery } from '../../api/messages-api';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { pageIn } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { MessageView } from './message-view';

const section = pageIn('admin-message', 'message', 'contact.read');

function MessagePage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const id = params.messageId ?? '';
  const message = useGetMessageQuery(id);
  const { refetch } = message;
  const reload = useCallback(async () => Boolean((await refetch()).data), [refetch]);
  return (
    <AdminFrame
      section={section}
      lang={lang}
      title={message.data ? t('messages.title', { name: message.data.name }) : undefined}
    >
      <p>
        <RouteLink to={localePath('admin-messages', {}, lang)} data-testid="message-back">
          {t('messages.back')}
        </RouteLink>
      </p>
      <AdminQueryState query={message}>
        {(thread) => <MessageView key={thread.id} thread={thread} lang={lang} reload={reload} />}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** One message of the contact form: read, answered by email, marked unread again. */
export const messagePage = adminPage(section, MessagePage, ({ dispatch, params }) => {
  if (params.messageId)
    void dispatch(messagesApi.util.prefetch('getMessage', params.messageId, {}));
});
