import { LANGUAGE_LOCALES, type Language, type OrderStatusChange } from '@storefront/shared';
import { historyStepName } from '@storefront/shared/orders';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Steps = styled.ol`
  margin: 0;
  padding: 0 0 0 1.25rem;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  li {
    position: relative;
    padding: 0 0 1rem 0.5rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: -1.75rem;
    top: 0.3rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  li:last-child {
    font-weight: 700;
  }
  time {
    display: block;
    font-weight: 400;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Every status the order went through, oldest first, with its date in the page's locale. */
export function StatusTimeline({
  history,
  lang,
}: {
  history: OrderStatusChange[];
  lang: Language;
}) {
  const { t } = useTranslation('checkout');
  const date = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const changes = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Steps aria-label={t('tracking.history')} data-testid="order-timeline">
      {changes.map((change, index) => (
        <li
          key={`${change.status}-${change.at}`}
          data-testid="timeline-entry"
          data-status={change.status}
        >
          {t(`statuses.${historyStepName(change.status, index)}`)}
          <time dateTime={change.at}>{date.format(new Date(change.at))}</time>
        </li>
      ))}
    </Steps>
  );
}
