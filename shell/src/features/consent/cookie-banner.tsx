import {
  Button,
  Container,
  FOOT_BAR_PLACES,
  footBar,
  localePath,
  useFootBarClearance,
  selectStore,
  useAppSelector,
  type CookieConsent,
  type Language,
} from '@storefront/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { focusPage } from '../../routing/page-focus';
import { startAnalytics } from './analytics';
import { useCookieChoice } from './cookie-choice';

// A fixed bar: it overlays the bottom of the page and never moves the content (what the keyboard
// focuses is scrolled above it, see useFootBarClearance). On a phone it keeps to a third of the
// screen at most: smaller text, the two buttons side by side. It comes first in the document, after
// the skip link, so the keyboard and a screen reader reach it before the page.
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
 * Answered from the keyboard, it gives the focus to the page (its heading, see focusPage) rather
 * than letting it fall to `<body>` as the banner goes.
 */
export function CookieBanner({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [choice, choose] = useCookieChoice();
  const { integrations } = useAppSelector(selectStore);
  const bar = useRef<HTMLElement>(null);
  // The lowest of the foot bars: a page's own (the Add to cart bar) stands on it.
  useFootBarClearance(bar, !choice, FOOT_BAR_PLACES.consent);

  useEffect(() => {
    if (choice) startAnalytics(integrations, choice);
  }, [choice, integrations]);

  if (choice) return null;
  const answer = (next: CookieConsent) => {
    const hadFocus = bar.current?.contains(document.activeElement) ?? false;
    choose(next);
    if (hadFocus) focusPage();
  };
  // Without JavaScript no analytics tag runs, so there is no choice to ask for: the page's
  // template hides the bar then (a <noscript> style on data-cookie-banner).
  return (
    <Bar
      ref={bar}
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
          <Button type="button" onClick={() => answer('accepted-all')}>
            {t('cookie_banner.accept_all')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => answer('rejected-non-essential')}>
            {t('cookie_banner.reject_non_essential')}
          </Button>
        </Buttons>
      </Row>
    </Bar>
  );
}
