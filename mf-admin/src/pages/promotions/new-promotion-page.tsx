import { localePath, toast, type PageProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreatePromotionMutation } from '../../api/discounts-api';
import { useStaff } from '../../features/access/use-staff';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { Empty } from '../../features/lists/table';
import { useShop } from '../../features/shop/use-shop';
import { PromotionForm } from './promotion-form';
import { emptyPromotion, toPromotionInput } from './promotion-values';

const section = sectionOf('admin-promotions');

function NewPromotionPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const shop = useShop(lang);
  const navigate = useNavigate();
  const [create] = useCreatePromotionMutation();
  return (
    <AdminFrame section={section} lang={lang} title={t('promotions.new_title')}>
      {may('promotions.write') ? (
        <PromotionForm
          lang={lang}
          initial={emptyPromotion()}
          products={[]}
          readOnly={false}
          save={async (values) => {
            const result = await create(toPromotionInput(values, shop.zone));
            if (result.error) return result.error;
            toast.add({ title: t('promotions.created'), tone: 'success', type: 'background' });
            void navigate(localePath('admin-promotion', { promotionId: result.data.id }, lang));
            return null;
          }}
        />
      ) : (
        <Empty data-testid="promotion-read-only">{t('promotions.read_only')}</Empty>
      )}
    </AdminFrame>
  );
}

/** A new promotion: its form, empty. */
export const newPromotionPage = adminPage(section, NewPromotionPage);
