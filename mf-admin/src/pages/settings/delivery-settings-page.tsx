import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  DELIVERY_METHODS,
  Spinner,
  normalizeError,
  type Language,
  type PageProps,
  type StoreDelivery,
} from '@storefront/shared';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import {
  deliveryFormSchema,
  type DeliveryFormValues,
  type DeliverySettingsView,
  type VersionConflict,
} from '@storefront/shared/admin';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  settingsApi,
  useGetDeliverySettingsQuery,
  useSaveDeliverySettingsMutation,
} from '../../api/settings-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { ConflictNotice } from '../../features/products/conflict-notice';
import { useShop } from '../../features/shop/use-shop';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { DeliveryMethodFields } from './delivery-method-fields';
import { deliveryFormValues } from './delivery-values';

const section = sectionOf('admin-settings-delivery');

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  fieldset {
    min-width: 0;
  }
`;

const Methods = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  border: 0;
`;

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

/**
 * Every delivery method's settings, saved together from the version they were read at. After a
 * save the focus is on what it did; a save over a newer version says who saved meanwhile, when and
 * what, and keeps what was typed until the newer version is loaded.
 */
function DeliveryForm({ settings, lang }: { settings: DeliverySettingsView; lang: Language }) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const shop = useShop(lang);
  const fieldName = useFieldName();
  const [save] = useSaveDeliverySettingsMutation();
  const refetch = useGetDeliverySettingsQuery().refetch;
  const result = useActionResult();
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const readOnly = !may('settings.write');
  // The resolver answers what the schema makes of the form: every amount in minor units.
  const form = useForm<DeliveryFormValues, unknown, StoreDelivery>({
    resolver: zodResolver(deliveryFormSchema) as never,
    defaultValues: deliveryFormValues(settings.section, lang),
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      result.clear();
      const saved = await save({ section: values, version: settings.version });
      if (saved.error) {
        const refusal = normalizeError(saved.error);
        if (refusal.conflict) setConflict(refusal.conflict);
        else result.show(t('settings_delivery.not_saved'), { tone: 'error' });
        return;
      }
      setConflict(null);
      form.reset(deliveryFormValues(saved.data.section, lang));
      result.show(t('settings_delivery.saved'));
    },
    () => result.show(t('settings_delivery.invalid'), { tone: 'error', focus: false }),
  );

  return (
    <FormProvider {...form}>
      <Form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('settings_delivery.form')}
        data-testid="delivery-settings-form"
      >
        <Methods disabled={readOnly}>
          {DELIVERY_METHODS.map((method) => (
            <DeliveryMethodFields
              key={method}
              method={method}
              lang={lang}
              currency={shop.currency}
            />
          ))}
        </Methods>
        {conflict && (
          <ConflictNotice
            conflict={conflict}
            lang={lang}
            title={t('settings_delivery.conflict_title')}
            fieldName={fieldName}
            testId="delivery-conflict"
            onLoadLatest={async () => {
              const fresh = await refetch();
              if (!fresh.data) return;
              setConflict(null);
              form.reset(deliveryFormValues(fresh.data.section, lang));
              result.show(t('settings_delivery.loaded', { version: fresh.data.version }));
            }}
          />
        )}
        <ActionResultOf state={result} testId="delivery-settings-result" />
        {!readOnly && (
          <div>
            <Button
              type="submit"
              disabled={form.formState.isSubmitting}
              data-testid="delivery-settings-save"
            >
              {form.formState.isSubmitting && <Spinner aria-hidden="true" />}
              {t('settings_delivery.save')}
            </Button>
          </div>
        )}
      </Form>
    </FormProvider>
  );
}

function DeliverySettingsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const settings = useGetDeliverySettingsQuery();
  return (
    <AdminFrame section={section} lang={lang} title={t('nav.settings_delivery')}>
      <AdminQueryState query={settings}>
        {(data) => <DeliveryForm settings={data} lang={lang} />}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The delivery methods' settings: the owner's and the administrators'. */
export const deliverySettingsPage = adminPage(section, DeliverySettingsPage, ({ dispatch }) => {
  void dispatch(settingsApi.util.prefetch('getDeliverySettings', undefined, {}));
});
