import { Button, localePath, notFoundTexts, type Language } from '@storefront/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ErrorScreen } from './error-screen';

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  width: min(100%, 32rem);
  label {
    display: flex;
    flex: 1 1 14rem;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
  }
  input {
    min-height: 2.75rem;
    padding: 0.375rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/**
 * A page that does not exist (404): an unknown path, or a page whose validity check failed (a
 * product or category the catalog does not have). It says so, and offers the catalog and a
 * search of it, the way on a shopper looks for. The search is a plain GET form of the catalog's
 * listing (`q` is the listing's search), so it works before the page is interactive too.
 */
export function NotFound({
  lang,
  path,
  title,
}: {
  lang: Language;
  path: string;
  /** The heading; 'Page not found: {path}' unless given (its path cut with shownPath). */
  title?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalog = localePath('catalog', {}, lang);
  // The path as the visitor sent it may be of any length: the page names it once, cut short.
  const texts = notFoundTexts(t, path);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(query ? `${catalog}?${new URLSearchParams({ q: query })}` : catalog);
  };
  return (
    <ErrorScreen
      lang={lang}
      status={404}
      title={title ?? texts.title}
      description={texts.description}
      // The head the shell's server sends with every 404, so it stays as it was once hydrated.
      seo={texts}
      actions={
        <Button as={Link} to={catalog}>
          {t('errors.browse_catalog')}
        </Button>
      }
    >
      <Search role="search" action={catalog} method="get" onSubmit={search}>
        <label>
          {t('header.search')}
          <input type="search" name="q" maxLength={100} />
        </label>
        <Button type="submit" $variant="secondary">
          {t('header.search_submit')}
        </Button>
      </Search>
    </ErrorScreen>
  );
}
