import type { ReactNode } from 'react';
import styled from 'styled-components';
// The platform's own copies (the singleton), not this entry's: a page using the kit bundles
// only the kit's own code.
import { Button, Spinner } from '@storefront/shared';

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

/** What the states say, in the page's language (the team's own texts). */
export interface QueryStateTexts {
  loading: string;
  failed: string;
  retry: string;
}

/**
 * A block that waits for its data: a spinner, a failure with a way to ask again (`testId` marks
 * it), or the data.
 */
export function QueryState<T>({
  query: { data, isLoading, isError, refetch },
  texts,
  testId,
  children,
}: {
  query: QueryResult<T>;
  texts: QueryStateTexts;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  if (data !== undefined) return <>{children(data)}</>;
  if (isError && !isLoading) {
    return (
      <Box role="alert" data-testid={testId}>
        <p>{texts.failed}</p>
        <Button type="button" $variant="ghost" onClick={() => void refetch()}>
          {texts.retry}
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Spinner role="status" aria-label={texts.loading} />
    </Box>
  );
}

/** Box of the states above, for a block's own "nothing here" state beside them. */
export const QueryStateBox = Box;
