import {
  Container,
  PageTitle,
  normalizeError,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLazyTrackOrderQuery } from '../../api/order-api';
import { Notice } from '../../features/checkout/checkout-layout';
import { TrackingForm } from '../../features/tracking/tracking-form';
import { TrackingResult } from '../../features/tracking/tracking-result';

function TrackingPage({ lang }: PageProps) {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  const [track, { currentData, error, isFetching }] = useLazyTrackOrderQuery();
  const failure = error ? normalizeError(error) : null;
  return (
    <Container data-boundary="checkout">
      <PageTitle>{t('tracking.title')}</PageTitle>
      <p>{t('tracking.intro')}</p>
      <TrackingForm
        defaultNumber={searchParams.get('number') ?? ''}
        searching={isFetching}
        onSearch={(query) => void track({ ...query, lang })}
      />
      {failure && !isFetching && (
        <Notice
          $tone="error"
          role="alert"
          data-testid={failure.status === 404 ? 'tracking-not-found' : 'tracking-error'}
          style={{ marginTop: '1.5rem' }}
        >
          {failure.status === 404 ? t('tracking.not_found') : t('tracking.failed')}
        </Notice>
      )}
      {currentData && !isFetching && <TrackingResult tracking={currentData} lang={lang} />}
    </Container>
  );
}

/** Order tracking: the order's number and the email or phone used give its status and history. */
export const trackingPage: PageModule = {
  Component: TrackingPage,
  head: ({ t }) => ({
    title: t('tracking.title'),
    description: t('tracking.intro'),
    websitePrefix: true,
  }),
};
