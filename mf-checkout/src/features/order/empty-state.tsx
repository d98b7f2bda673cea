import { Button, RouteLink, localePath, type Language } from '@storefront/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  padding: 2rem 0;
  p {
    margin: 0;
  }
`;

/** A page with nothing to show yet: why, and a way on to the catalog. */
export function EmptyState({
  lang,
  children,
  action,
  testId,
}: {
  lang: Language;
  children: ReactNode;
  action: string;
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <p>{children}</p>
      <Button as={RouteLink} to={localePath('catalog', {}, lang)}>
        {action}
      </Button>
    </Box>
  );
}
