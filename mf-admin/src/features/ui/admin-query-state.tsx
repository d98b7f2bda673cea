import { QueryState, type QueryResult } from '@storefront/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A block of a back-office page that waits for its data, in the back office's words. */
export function AdminQueryState<T>(props: {
  query: QueryResult<T>;
  /** The failure's test id (`admin-load-error` unless told). */
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const texts = {
    loading: t('common.loading'),
    failed: t('common.load_failed'),
    retry: t('common.retry'),
  };
  return <QueryState testId="admin-load-error" texts={texts} {...props} />;
}
