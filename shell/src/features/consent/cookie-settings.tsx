import { Button, selectStore, useAppSelector, type OverlayProps } from '@storefront/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { setAnalyticsEnabled, startAnalytics } from './analytics';
import { useCookieChoice } from './cookie-choice';

const Category = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 1rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
    grid-column: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** Cookie settings: the necessary cookies, always on, and the analytics ones, by choice. */
export default function CookieSettings({ onClose, Title }: OverlayProps) {
  const { t } = useTranslation();
  const [choice, choose] = useCookieChoice();
  const { integrations } = useAppSelector(selectStore);
  const [analytics, setAnalytics] = useState(choice === 'accepted-all');
  const analyticsId = useId();

  const save = () => {
    const next = analytics ? 'accepted-all' : 'rejected-non-essential';
    choose(next);
    startAnalytics(integrations, next);
    setAnalyticsEnabled(analytics);
    onClose();
  };

  return (
    <>
      <Title>{t('cookie_settings.title')}</Title>
      <p>{t('cookie_settings.description')}</p>
      <Category>
        <strong>{t('cookie_settings.necessary_title')}</strong>
        <input type="checkbox" checked disabled aria-label={t('cookie_settings.necessary_title')} />
        <p>{t('cookie_settings.necessary_text')}</p>
      </Category>
      <Category>
        <label htmlFor={analyticsId}>
          <strong>{t('cookie_settings.analytics_title')}</strong>
        </label>
        <input
          id={analyticsId}
          type="checkbox"
          checked={analytics}
          onChange={(event) => setAnalytics(event.target.checked)}
        />
        <p>{t('cookie_settings.analytics_text')}</p>
      </Category>
      <Button type="button" onClick={save}>
        {t('cookie_settings.save')}
      </Button>
    </>
  );
}
