import { Button, Container } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePageShown } from '../../routing/use-page-shown';

const Box = styled(Container)`
  padding-block: 4rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
`;

/** The fallback of a page whose remote is down, slow or broken: the rest of the shell works on. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  usePageShown();
  return (
    <Box role="alert" data-testid="remote-unavailable">
      <h1>{t('errors.remote_unavailable_title')}</h1>
      <p>{t('errors.remote_unavailable_description')}</p>
      <Button type="button" $variant="ghost" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </Box>
  );
}
