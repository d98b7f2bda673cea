import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { Spinner } from './layout';

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

/**
 * A block that waits for its data: a spinner, a failure with a way to ask again (`testId` marks
 * it), or the data.
 */
export function QueryState<T>({
  query: { data, isLoading, isError, refetch },
  testId,
  children,
}: {
  query: QueryResult<T>;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data !== undefined) return <>{children(data)}</>;
  if (isError && !isLoading) {
    return (
      <Box role="alert" data-testid={testId}>
        <p>{t('query.load_failed')}</p>
        <Button type="button" $variant="ghost" onClick={() => void refetch()}>
          {t('query.retry')}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Spinner role="status" aria-label={t('query.loading')} />
    </Box>
  );
}

/** Box of the states above, for a block's own "nothing here" state beside them. */
export const QueryStateBox = Box;
