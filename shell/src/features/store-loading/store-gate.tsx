import {
  errorStatusOf,
  selectStoreError,
  useAppSelector,
  useGetStoreQuery,
  type Language,
} from '@storefront/shared';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../errors/error-screen';
import { PageLoading } from '../../routing/routed-page';

/**
 * Renders the app once the store is loaded and applied. A failed fetch goes to the
 * error handler below (logged, then the error screen with a way to try again by reloading); a
 * store that cannot be applied ('Language not found') is a fatal error.
 */
export function StoreGate({ lang, children }: { lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoading, error } = useGetStoreQuery();
  const applyError = useAppSelector(selectStoreError);

  useEffect(() => {
    if (error) console.error('The store could not be loaded', error);
    if (applyError) console.error('The store could not be applied:', applyError);
  }, [error, applyError]);

  if (isLoading) return <PageLoading />;
  if (error) {
    return (
      <ErrorScreen
        lang={lang}
        status={errorStatusOf(error)}
        title={t('errors.store_failed_title')}
        description={t('errors.store_failed_description')}
      />
    );
  }
  if (applyError) return <ErrorScreen lang={lang} status={500} title={applyError} />;
  return children;
}
