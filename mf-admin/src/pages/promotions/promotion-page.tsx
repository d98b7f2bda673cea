import { Button, normalizeError, toast, type PageProps } from '@storefront/shared';
import type { AdminPromotion } from '@storefront/shared/admin';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  discountsApi,
  useGetPromotionQuery,
  useUpdatePromotionMutation,
} from '../../api/discounts-api';
import { useStaff } from '../../features/access/use-staff';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { useShop } from '../../features/shop/use-shop';
import { PromotionForm } from './promotion-form';
import { toPromotionInput, valuesOf } from './promotion-values';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-promotions');

const Conflict = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.sm};
  p {
    margin: 0;
  }
`;

type Refusal = NonNullable<ReturnType<typeof normalizeError>['conflict']>;

/** The form of one promotion, saved from the version it was read at. */
function EditPromotion({
  promotion,
  lang,
}: {
  promotion: AdminPromotion;
  lang: PageProps['lang'];
}) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const shop = useShop(lang);
  const [update] = useUpdatePromotionMutation();
  const [conflict, setConflict] = useState<Refusal | null>(null);
  const [shown, setShown] = useState(promotion);
  const notice = useRef<HTMLDivElement>(null);
  const refetch = useGetPromotionQuery(promotion.id).refetch;
  return (
    <PromotionForm
      // A new form for each version shown: the saved one, or the one loaded after a conflict.
      key={`${shown.id}:${shown.version}`}
      lang={lang}
      initial={valuesOf(shown, shop.zone)}
      products={shown.products}
      readOnly={!may('promotions.write')}
      notice={
        conflict && (
          <Conflict ref={notice} tabIndex={-1} role="alert" data-testid="promotion-conflict">
            <p>
              {t('promotions.conflict', {
                who: conflict.changedBy?.email ?? t('promotions.someone'),
                when: conflict.changedAt ? shop.dateTime(conflict.changedAt) : '',
                fields: conflict.fields.join(', '),
              })}
            </p>
            <Button
              type="button"
              $variant="secondary"
              data-testid="promotion-reload"
              onClick={async () => {
                const fresh = await refetch();
                if (fresh.data) {
                  setConflict(null);
                  setShown(fresh.data);
                }
              }}
            >
              {t('promotions.reload')}
            </Button>
          </Conflict>
        )
      }
      save={async (values) => {
        const result = await update({
          id: shown.id,
          promotion: { ...toPromotionInput(values, shop.zone), version: shown.version },
        });
        if (result.error) {
          const refusal = normalizeError(result.error);
          if (refusal.conflict) {
            setConflict(refusal.conflict);
            requestAnimationFrame(() => notice.current?.focus());
            return null;
          }
          return result.error;
        }
        setConflict(null);
        setShown(result.data);
        toast.add({ title: t('promotions.saved'), tone: 'success', type: 'background' });
        return null;
      }}
    />
  );
}

function PromotionPage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const id = params.promotionId ?? '';
  const promotion = useGetPromotionQuery(id);
  return (
    <AdminFrame section={section} lang={lang} title={t('promotions.edit_title')}>
      <AdminQueryState query={promotion}>
        {(data) => <EditPromotion promotion={data} lang={lang} />}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** One promotion: its form, for those who may change it; to read for the others. */
export const promotionPage = adminPage(section, PromotionPage, ({ dispatch, params }) => {
  if (params.promotionId)
    void dispatch(discountsApi.util.prefetch('getPromotion', params.promotionId, {}));
});
