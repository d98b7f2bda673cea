import { RouteLink, localePath, type Language } from '@storefront/shared';
import type { ContactMessageView } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Table, TableScroll } from '../../features/lists/table';
import { useShop } from '../../features/shop/use-shop';

/** An unread message stands out by weight and by the word "Unread", never by color alone. */
const Row = styled.tr<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  a {
    font-weight: inherit;
  }
`;

const State = styled.span<{ $unread: boolean }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  white-space: nowrap;
`;

/** The message's first words: a row is a line or two, the whole text is on its page. */
const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 32rem;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** A page of the inbox: who wrote, what, when, in which language, read or not, answered or not. */
export function MessagesTable({
  messages,
  lang,
}: {
  messages: ContactMessageView[];
  lang: Language;
}) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('messages.table')}>
      <Table data-testid="messages-table">
        <caption>{t('messages.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('messages.from')}</th>
            <th scope="col">{t('messages.text')}</th>
            <th scope="col">{t('messages.state')}</th>
            <th scope="col">{t('messages.received')}</th>
            <th scope="col">{t('messages.language')}</th>
            <th scope="col">{t('messages.replies')}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => {
            const state = message.read ? 'read' : 'unread';
            return (
              <Row
                key={message.id}
                $unread={!message.read}
                data-testid="message-row"
                data-id={message.id}
                data-state={state}
              >
                <th scope="row">
                  <RouteLink
                    to={localePath('admin-message', { messageId: message.id }, lang)}
                    aria-label={t('messages.open', { name: message.name })}
                    data-testid="message-open"
                  >
                    {message.name}
                  </RouteLink>
                  <Muted>{message.email}</Muted>
                </th>
                <td>
                  <Excerpt>{message.message}</Excerpt>
                </td>
                <td>
                  <State $unread={!message.read} data-testid="message-state">
                    {t(`messages.states.${state}`)}
                  </State>
                </td>
                <td>{shop.dateTime(message.createdAt)}</td>
                <td>{t(`messages.languages.${message.language}`)}</td>
                <td data-testid="message-replies">
                  {message.replyCount > 0 && message.lastReplyAt
                    ? t('messages.replied', {
                        count: message.replyCount,
                        when: shop.dateTime(message.lastReplyAt),
                      })
                    : t('messages.no_reply')}
                </td>
              </Row>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
