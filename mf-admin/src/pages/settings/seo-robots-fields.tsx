import type { SeoFormValues } from '@storefront/shared/admin';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckLabel } from '../../features/ui/form-parts';

/** Whether search engines may list the shop's pages and follow their links (robots). */
export function SeoRobotsFields() {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<SeoFormValues>();
  return (
    <>
      <CheckLabel>
        <input type="checkbox" {...register('general.index')} data-testid="seo-index" />
        {t('settings_seo.index')}
      </CheckLabel>
      <CheckLabel>
        <input type="checkbox" {...register('general.follow')} data-testid="seo-follow" />
        {t('settings_seo.follow')}
      </CheckLabel>
      <p>{t('settings_seo.robots_hint')}</p>
    </>
  );
}
