import {
  Button,
  Container,
  errorSeo,
  localePath,
  useSite,
  type Language,
} from '@storefront/shared';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePageShown } from '../../routing/use-page-shown';
import { Seo } from '../seo/seo';

const Screen = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  padding-block: 4rem;
  min-height: 50vh;
`;

const Status = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 3vw, 2rem);
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export interface ErrorScreenProps {
  lang: Language;
  status: number;
  title?: string;
  description?: string;
  /** What the shopper can do besides going home (the not-found screen's search), shown first. */
  children?: ReactNode;
  /** Ways on, beside the way home. */
  actions?: ReactNode;
  /**
   * The page's head, when the error has its own (a 404); else the outage's for a 5xx (something
   * is down), 'Error {status}' for the rest: errorSeo, as the shell's server sends it.
   */
  seo?: { title: string; description: string };
}

/** The error screen: status, title, description and a way home; never indexed. */
export function ErrorScreen({
  lang,
  status,
  title,
  description,
  children,
  actions,
  seo,
}: ErrorScreenProps) {
  const { t } = useTranslation();
  const heading = title ?? t('errors.unknown_title');
  const { bot } = useSite();
  usePageShown();
  useEffect(() => {
    if (bot) console.error(`Error ${status} for a bot: ${heading}`);
  }, [bot, status, heading]);
  const head = (
    // As the server's head of an error: no address of its own, and og:title without the path.
    <Seo lang={lang} addressless input={errorSeo(t, status, seo)} />
  );
  // Crawlers get the status from the server and the same head as a person; the screen itself
  // would only be indexed as content.
  if (bot) return head;
  return (
    <Screen role="alert" aria-live="assertive" data-testid="error-screen">
      {head}
      <Status>{status}</Status>
      <Title>{heading}</Title>
      <p>{description ?? t('errors.unknown_description')}</p>
      {children}
      <Actions>
        {actions}
        <Button
          as={Link}
          to={localePath('home', {}, lang)}
          $variant={actions ? 'ghost' : 'primary'}
        >
          {t('errors.back_home')}
        </Button>
      </Actions>
    </Screen>
  );
}
