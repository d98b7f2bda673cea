import type { Language } from '@storefront/shared';
import type { ContactReplyView } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useShop } from '../../features/shop/use-shop';
import { Words } from './message-card';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Reply = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: 1rem;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Status = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The replies sent, oldest first: who wrote each (as they were then), when, and where its email
 * is. The reply named by `focusId` takes the focus as it comes (the one just sent).
 */
export function ReplyList({
  replies,
  lang,
  focusId,
}: {
  replies: ContactReplyView[];
  lang: Language;
  focusId: string | null;
}) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  const focused = useRef<HTMLElement | null>(null);
  const done = useRef<string | null>(null);
  // The reply sent may come a moment after the answer that names it: focused once it is here.
  useEffect(() => {
    if (!focusId || done.current === focusId || !focused.current) return;
    done.current = focusId;
    focused.current.focus();
  }, [focusId, replies]);
  return (
    <Card as="section" aria-labelledby="replies-heading" data-testid="message-replies">
      <h2 id="replies-heading">{t('messages.thread')}</h2>
      {replies.length === 0 ? (
        <p data-testid="message-no-replies">{t('messages.thread_empty')}</p>
      ) : (
        <List>
          {replies.map((reply) => (
            <li key={reply.id}>
              <Reply
                ref={reply.id === focusId ? focused : undefined}
                tabIndex={-1}
                aria-labelledby={`reply-${reply.id}`}
                data-testid="message-reply"
              >
                <h3 id={`reply-${reply.id}`}>
                  {t('messages.reply_by', {
                    email: reply.author.email,
                    role: t(`roles.${reply.author.role}`),
                    when: shop.dateTime(reply.createdAt),
                  })}
                </h3>
                <Words>{reply.text}</Words>
                <Status data-testid="message-reply-email">
                  {reply.emailStatus
                    ? t(`messages.email_status.${reply.emailStatus}`)
                    : t('messages.email_gone')}
                </Status>
              </Reply>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
