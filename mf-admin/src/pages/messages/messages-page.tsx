import { localePath, type PageProps } from '@storefront/shared';
import type { ContactMessageFilter } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetMessagesQuery } from '../../api/messages-api';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { useListParams } from '../../features/lists/list-params';
import { Pagination } from '../../features/lists/pagination';
import { Empty } from '../../features/lists/table';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { MESSAGE_FILTERS, MessageFilters } from './message-filters';
import { MessagesTable } from './messages-table';

const section = sectionOf('admin-messages');

const Unread = styled.p`
  margin: 0;
  font-weight: 600;
`;

function MessagesPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const list = useListParams(MESSAGE_FILTERS);
  const filter = {
    ...Object.fromEntries(Object.entries(list.values).filter(([, value]) => value)),
    page: list.page,
  } as ContactMessageFilter;
  const messages = useGetMessagesQuery(filter);
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        messages.data && (
          <Unread data-testid="messages-unread">
            {t('messages.unread_count', { count: messages.data.unread })}
          </Unread>
        )
      }
    >
      <Card>
        <MessageFilters values={list.values} onApply={list.setFilters} />
      </Card>
      <AdminQueryState query={messages}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty data-testid="messages-empty">{t('messages.empty')}</Empty>
          ) : (
            <MessagesTable messages={page.items} lang={lang} />
          )
        }
      </AdminQueryState>
      {messages.data && (
        <Pagination
          page={list.page}
          total={messages.data.total}
          limit={messages.data.limit}
          path={localePath('admin-messages', {}, lang)}
          pageQuery={list.pageQuery}
          testId="messages-pages"
        />
      )}
    </AdminFrame>
  );
}

/** The contact form's inbox: newest first, the unread ones marked and counted. */
export const messagesPage = adminPage(section, MessagesPage);
