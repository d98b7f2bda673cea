import { Button, type Language } from '@storefront/shared';
import type { ContactThread } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShop } from '../../features/shop/use-shop';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The sender's words as they typed them: their line breaks kept, long words wrapped. */
export const Words = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StateLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  p {
    margin: 0;
  }
`;

/**
 * The message itself: who wrote it, how to reach them, when and in which language, its text,
 * and whether it is read (with the button that marks it the other way, for those who may).
 */
export function MessageCard({
  thread,
  lang,
  onToggleRead,
}: {
  thread: ContactThread;
  lang: Language;
  /** Absent for a role that may not change the inbox. */
  onToggleRead?: () => void;
}) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  return (
    <Card as="section" aria-labelledby="message-heading" data-testid="message-card">
      <h2 id="message-heading">{t('messages.message_heading')}</h2>
      <Facts>
        <dt>{t('messages.from')}</dt>
        <dd data-testid="message-from">
          {thread.name} &lt;<a href={`mailto:${thread.email}`}>{thread.email}</a>&gt;
        </dd>
        {thread.phone && (
          <>
            <dt>{t('messages.phone')}</dt>
            <dd>
              <a href={`tel:${thread.phone}`}>{thread.phone}</a>
            </dd>
          </>
        )}
        <dt>{t('messages.language')}</dt>
        <dd data-testid="message-language">{t(`messages.languages.${thread.language}`)}</dd>
        <dt>{t('messages.received')}</dt>
        <dd>{shop.dateTime(thread.createdAt)}</dd>
      </Facts>
      <Words data-testid="message-text">{thread.message}</Words>
      <StateLine>
        <p data-testid="message-read-state">
          {thread.read && thread.readAt
            ? t('messages.read_by', {
                who: thread.readBy ?? '',
                when: shop.dateTime(thread.readAt),
              })
            : t('messages.not_read')}
        </p>
        {onToggleRead && (
          <Button
            type="button"
            $variant="secondary"
            onClick={onToggleRead}
            data-testid="message-toggle-read"
          >
            {thread.read ? t('messages.mark_unread') : t('messages.mark_read')}
          </Button>
        )}
      </StateLine>
    </Card>
  );
}
