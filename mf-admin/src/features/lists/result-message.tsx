import { forwardRef } from 'react';
import styled from 'styled-components';

const Message = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.success};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * What the last action did ("Code X expired"), where the focus goes after it: announced, and a
 * place to go on from when the control that acted is gone.
 */
export const ResultMessage = forwardRef<
  HTMLParagraphElement,
  { text: string | null; testId: string }
>(function ResultMessage({ text, testId }, ref) {
  return (
    <div role="status">
      {text && (
        <Message ref={ref} tabIndex={-1} data-testid={testId}>
          {text}
        </Message>
      )}
    </div>
  );
});
