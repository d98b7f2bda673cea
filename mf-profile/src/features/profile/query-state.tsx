import {
  Card,
  QueryState as SharedQueryState,
  QueryStateBox,
  type QueryResult,
} from '@storefront/shared/kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A block of a profile page that waits for its data (see the kit's QueryState). */
export function QueryState<T>(props: { query: QueryResult<T>; children: (data: T) => ReactNode }) {
  return <SharedQueryState testId="profile-load-error" {...props} />;
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
    <QueryStateBox data-testid={testId}>
      <p>{children}</p>
      {action}
    </QueryStateBox>
  );
}

/** A titled block of a profile page. */
export const Panel = styled(Card)`
  gap: 0.75rem;
  p {
    margin: 0;
  }
`;
