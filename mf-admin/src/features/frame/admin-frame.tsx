import { Container, PageTitle, RouteNavLink, localePath, type Language } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNav } from '@storefront/shared/kit';
import styled from 'styled-components';
import { useStaff } from '../access/use-staff';
import { LiveOrders } from '../live/live-orders';
import { SECTIONS, type Section } from './sections';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  padding-block: 1.5rem 3rem;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 13rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h1 {
    margin: 0;
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;

const Role = styled.p`
  margin: 0.75rem 0.75rem 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AdminFrameProps {
  section: Section;
  lang: Language;
  /** The page's own title when it is not its section's name (an order's number). */
  title?: string;
  /** Actions beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every page of the back office: the navigation to the places the staff member's role may open,
 * the news of new orders as they come (live, with the staff member's sound), the page's title
 * and its content.
 */
export function AdminFrame({ section, lang, title, actions, children }: AdminFrameProps) {
  const { t } = useTranslation('admin');
  const { may, role } = useStaff();
  return (
    <Container data-boundary="admin">
      <Columns>
        <div>
          <SectionNav $columnFrom="lg" aria-label={t('nav.label')} data-testid="admin-nav">
            <ul>
              {SECTIONS.filter((item) => may(item.permission)).map((item) => (
                <li key={item.route}>
                  <RouteNavLink
                    to={localePath(item.route, {}, lang)}
                    end={item.route === 'admin'}
                    data-testid={`admin-nav-${item.key}`}
                  >
                    {t(`nav.${item.key}`)}
                  </RouteNavLink>
                </li>
              ))}
            </ul>
            {role && <Role>{t('roles.signed_in_as', { role: t(`roles.${role}`) })}</Role>}
          </SectionNav>
          {role && <LiveOrders lang={lang} />}
        </div>
        <Content>
          <Heading>
            <PageTitle>{title ?? t(`nav.${section.key}`)}</PageTitle>
            {actions}
          </Heading>
          {children}
        </Content>
      </Columns>
    </Container>
  );
}
