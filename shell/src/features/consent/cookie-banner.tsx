import {
  Button,
  Container,
  footBar,
  useFootBar,
  localePath,
  selectStore,
  useAppSelector,
  type Language,
} from '@storefront/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { startAnalytics } from './analytics';
import { useCookieChoice } from './cookie-choice';

// A fixed bar: it overlays the bottom of the page and never moves the content. On a phone it
// keeps to a third of the screen at most: smaller text, the two buttons side by side.
const Bar = styled.section`
  ${footBar(90)}
  padding-block: 0.75rem;
  ${({ theme }) => theme.media.md} {
    padding-block: 1rem;
  }
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.625rem 1.5rem;
  p {
    flex: 1 1 28rem;
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.4;
  }
  ${({ theme }) => theme.media.md} {
    gap: 0.75rem 1.5rem;
    p {
      font-size: 1rem;
      line-height: inherit;
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex: 1 1 100%;
  gap: 0.5rem;
  button {
    flex: 1 1 0;
    padding-inline: 0.75rem;
  }
  ${({ theme }) => theme.media.md} {
    flex: 0 1 auto;
    flex-wrap: wrap;
    button {
      flex: 0 1 auto;
      padding-inline: 1.25rem;
    }
  }
`;

/**
 * The cookie banner: shown until the visitor accepts all or rejects the
 * non-essential cookies; the choice is kept in app-cookie-banner and starts the analytics.
 */
export function CookieBanner({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [choice, choose] = useCookieChoice();
  const { integrations } = useAppSelector(selectStore);
  const footBarRef = useFootBar();

  useEffect(() => {
    if (choice) startAnalytics(integrations, choice);
  }, [choice, integrations]);

  if (choice) return null;
  // Without JavaScript no analytics tag runs, so there is no choice to ask for: the page's
  // template hides the bar then (a <noscript> style on data-cookie-banner).
  return (
    <Bar
      ref={footBarRef}
      aria-label={t('cookie_banner.label')}
      data-testid="cookie-banner"
      data-cookie-banner=""
    >
      <Row>
        <p>
          {t('cookie_banner.text')}{' '}
          <Link to={localePath('privacy-policy', {}, lang)}>{t('cookie_banner.link_text')}</Link>
        </p>
        <Buttons>
          <Button type="button" onClick={() => choose('accepted-all')}>
            {t('cookie_banner.accept_all')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => choose('rejected-non-essential')}>
            {t('cookie_banner.reject_non_essential')}
          </Button>
        </Buttons>
      </Row>
    </Bar>
  );
}
