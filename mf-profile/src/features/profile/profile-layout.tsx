import { Container, PageTitle, RouteNavLink, localePath, type Language } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNav } from '@storefront/shared/kit';
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

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;

/** Every profile page: its title, the navigation between the five pages, and its content. */
export function ProfileLayout({
  section,
  lang,
  children,
}: {
  section: ProfileSection;
  lang: Language;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <Container data-boundary="profile">
      <PageTitle>{t(`pages.${section}`)}</PageTitle>
      <Columns>
        <SectionNav aria-label={t('pages.nav_label')} data-testid="profile-nav">
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
        </SectionNav>
        <Content>{children}</Content>
      </Columns>
    </Container>
  );
}
