import { DELIVERY_METHODS, type PageProps } from '@storefront/shared';
import { deliveryFormSchema } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import {
  settingsApi,
  useGetDeliverySettingsQuery,
  useSaveDeliverySettingsMutation,
} from '../../api/settings-api';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { useShop } from '../../features/shop/use-shop';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { DeliveryMethodFields } from './delivery-method-fields';
import { deliveryFormValues } from './delivery-values';
import { SectionForm } from './section-form';

const section = sectionOf('admin-settings-delivery');

/** A changed field as the conflict names it: `DPD_COURIER.price` as "DPD courier: price". */
function useFieldName() {
  const { t } = useTranslation('admin');
  return (field: string) => {
    const [method, name] = field.split('.');
    return `${t(`orders.names.delivery_methods.${method}`)}: ${t(
      `settings_delivery.conflict_fields.${name ?? 'other'}`,
      { defaultValue: t('settings_delivery.conflict_fields.other') },
    )}`;
  };
}

/** Every delivery method's settings, saved together from the version they were read at. */
function DeliverySettingsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const settings = useGetDeliverySettingsQuery();
  const [save] = useSaveDeliverySettingsMutation();
  const shop = useShop(lang);
  const fieldName = useFieldName();
  return (
    <AdminFrame section={section} lang={lang} title={t('nav.settings_delivery')}>
      <AdminQueryState query={settings}>
        {(view) => (
          <SectionForm
            view={view}
            lang={lang}
            schema={deliveryFormSchema}
            valuesOf={(delivery) => deliveryFormValues(delivery, lang)}
            save={save}
            reload={settings.refetch}
            texts="settings_delivery"
            fieldName={fieldName}
            testId="delivery-settings"
          >
            {DELIVERY_METHODS.map((method) => (
              <DeliveryMethodFields
                key={method}
                method={method}
                lang={lang}
                currency={shop.currency}
              />
            ))}
          </SectionForm>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The delivery methods' settings: the owner's and the administrators'. */
export const deliverySettingsPage = adminPage(section, DeliverySettingsPage, ({ dispatch }) => {
  void dispatch(settingsApi.util.prefetch('getDeliverySettings', undefined, {}));
});
