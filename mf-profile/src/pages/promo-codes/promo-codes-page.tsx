import type { CustomerPromoCode, PageProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { profileApi, useGetPromoCodesQuery } from '../../api/profile-api';
import { ProfileLayout } from '../../features/profile/profile-layout';
import { profilePage } from '../../features/profile/profile-page';
import { EmptyState, QueryState } from '../../features/profile/query-state';
import { StackedList } from '../../features/profile/stacked-list';
import { PromoCodeRow } from './promo-code-row';

/** The codes that still work first, each group in the order the shop gives. */
const activeFirst = (codes: CustomerPromoCode[]) =>
  [...codes].sort((a, b) => Number(b.state === 'ACTIVE') - Number(a.state === 'ACTIVE'));

function PromoCodesPage({ lang }: PageProps) {
  const { t } = useTranslation('profile');
  const promoCodes = useGetPromoCodesQuery();
  return (
    <ProfileLayout section="promo_codes" lang={lang}>
      <p>{t('promo_codes.intro')}</p>
      <QueryState query={promoCodes}>
        {(codes) =>
          codes.length === 0 ? (
            <EmptyState testId="promo-codes-empty">{t('promo_codes.empty')}</EmptyState>
          ) : (
            <StackedList aria-label={t('pages.promo_codes')} data-testid="promo-codes-list">
              {activeFirst(codes).map((promoCode) => (
                <PromoCodeRow key={promoCode.id} promoCode={promoCode} lang={lang} />
              ))}
            </StackedList>
          )
        }
      </QueryState>
    </ProfileLayout>
  );
}

/** The customer's promo codes: which still work, what each takes off, and until when. */
export const promoCodesPage = profilePage('promo_codes', PromoCodesPage, ({ dispatch }) =>
  dispatch(profileApi.util.prefetch('getPromoCodes', undefined, {})),
);
