import { RouteLink, localePath, toast, type PageProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateSupplyMutation } from '../../api/stock-api';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { pageIn } from '../../features/frame/sections';
import { SupplyForm } from '../../features/stock/supply-form';

const section = pageIn('admin-supply-new', 'supply_new', 'stock.write');

function SupplyNewPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateSupplyMutation();
  return (
    <AdminFrame section={section} lang={lang}>
      <RouteLink to={localePath('admin-supplies', {}, lang)}>{t('supplies.back')}</RouteLink>
      <SupplyForm
        lang={lang}
        save={(input) => create({ ...input, lang })}
        saving={isLoading}
        onSaved={(supply) => {
          toast.add({ title: t('supplies.drafted', { number: supply.number }), tone: 'success' });
          void navigate(localePath('admin-supply', { supplyId: supply.id }, lang), {
            replace: true,
          });
        }}
      />
    </AdminFrame>
  );
}

/** A new delivery, drafted: nothing moves in stock until it is received. */
export const supplyNewPage = adminPage(section, SupplyNewPage);
