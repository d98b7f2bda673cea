import { Button, Spinner } from '@storefront/shared';
import { Card } from '@storefront/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  padding: 1.5rem 0;
  p {
    margin: 0;
  }
`;

/** What a block needs of an RTK Query hook's result. */
export interface QueryResult<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A block of a profile page that waits for its data: a spinner, a failure with a retry, or it. */
export function QueryState<T>({
  query: { data, isLoading, isError, refetch },
  children,
}: {
  query: QueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  if (data !== undefined) return <>{children(data)}</>;
  if (isError && !isLoading) {
    return (
      <Box role="alert" data-testid="profile-load-error">
        <p>{t('pages.load_failed')}</p>
        <Button type="button" $variant="ghost" onClick={() => void refetch()}>
          {t('pages.retry')}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Spinner role="status" aria-label={t('pages.loading')} />
    </Box>
  );
}

/** A page or block with nothing to show yet: why, and where to go instead. */
export function EmptyState({
  children,
  action,
  testId,
}: {
  children: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <p>{children}</p>
      {action}
    </Box>
  );
}

/** A titled block of a profile page. */
export const Panel = styled(Card)`
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;
