import { Container, PageTitle, RouteNavLink, localePath, type Language } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROFILE_SECTIONS, type ProfileSection } from './profile-sections';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  padding-bottom: 3rem;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 14rem 1fr;
    align-items: start;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${({ theme }) => theme.media.md} {
    ul {
      flex-direction: column;
    }
  }
  a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;

/**
 * Every profile page: its title, the navigation between the five pages, and its content. A
 * guest (on the one page open to guests) gets no navigation: the other pages are the account's.
 */
export function ProfileLayout({
  section,
  lang,
  guest = false,
  children,
}: {
  section: ProfileSection;
  lang: Language;
  guest?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  if (guest) {
    return (
      <Container data-boundary="profile">
        <PageTitle>{t(`pages.${section}`)}</PageTitle>
        <Columns>
          <Content>{children}</Content>
        </Columns>
      </Container>
    );
  }
  return (
    <Container data-boundary="profile">
      <PageTitle>{t(`pages.${section}`)}</PageTitle>
      <Columns>
        <Nav aria-label={t('pages.nav_label')} data-testid="profile-nav">
          <ul>
            {Object.entries(PROFILE_SECTIONS).map(([name, route]) => (
              <li key={name}>
                <RouteNavLink
                  to={localePath(route, {}, lang)}
                  end
                  data-testid={`profile-nav-${route}`}
                >
                  {t(`pages.${name}`)}
                </RouteNavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Content>{children}</Content>
      </Columns>
    </Container>
  );
}
