import {
  RouteLink,
  localePath,
  selectUser,
  useAppSelector,
  type Language,
  type PageProps,
} from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { profileApi, useGetPromoCodesQuery } from '../../api/profile-api';
import { ProfileLayout } from '../../features/profile/profile-layout';
import { profilePage } from '../../features/profile/profile-page';
import { PROFILE_SECTIONS, type ProfileSection } from '../../features/profile/profile-sections';
import { Panel } from '../../features/profile/query-state';
import { RECENT_ORDERS, RecentOrders } from './recent-orders';

const Greeting = styled.p`
  margin: 0;
  font-size: 1.25rem;
`;

const Cards = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Count = styled.p`
  font-size: 1.5rem;
  font-weight: 700;
`;

/** Another page of the profile in brief: its title, what it holds, and the way there. */
function SectionCard({
  section,
  lang,
  link,
  children,
}: {
  section: Exclude<ProfileSection, 'dashboard' | 'orders'>;
  lang: Language;
  link: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <Panel data-testid={`dashboard-${section.replace('_', '-')}`}>
      <h2>{t(`pages.${section}`)}</h2>
      {children}
      <RouteLink to={localePath(PROFILE_SECTIONS[section], {}, lang)}>{link}</RouteLink>
    </Panel>
  );
}

function DashboardPage({ lang }: PageProps) {
  const { t } = useTranslation('profile');
  const user = useAppSelector(selectUser);
  const { data: promoCodes } = useGetPromoCodesQuery();
  const activeCodes = promoCodes?.filter((code) => code.state === 'ACTIVE').length;
  return (
    <ProfileLayout section="dashboard" lang={lang}>
      {user && (
        <Greeting data-testid="dashboard-greeting">
          {t('dashboard.greeting', { name: user.firstName })}
        </Greeting>
      )}
      <RecentOrders lang={lang} />
      <Cards>
        <SectionCard section="favorites" lang={lang} link={t('dashboard.view_favorites')}>
          <Count data-testid="dashboard-favorites-count">
            {t('dashboard.favorites_count', { count: user?.favoriteProducts.length ?? 0 })}
          </Count>
        </SectionCard>
        <SectionCard section="promo_codes" lang={lang} link={t('dashboard.view_promo_codes')}>
          <Count data-testid="dashboard-promo-codes-count">
            {activeCodes === undefined ? '…' : t('dashboard.active_codes', { count: activeCodes })}
          </Count>
        </SectionCard>
        <SectionCard section="details" lang={lang} link={t('dashboard.edit_details')}>
          {user && <p>{user.email}</p>}
        </SectionCard>
      </Cards>
    </ProfileLayout>
  );
}

/** The profile's overview: a greeting, the latest orders, and what the other pages hold. */
export const dashboardPage = profilePage('dashboard', DashboardPage, ({ dispatch, lang }) => {
  dispatch(profileApi.util.prefetch('getOrders', { page: 1, limit: RECENT_ORDERS, lang }, {}));
  dispatch(profileApi.util.prefetch('getPromoCodes', undefined, {}));
});
