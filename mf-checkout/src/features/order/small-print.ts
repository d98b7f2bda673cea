import styled from 'styled-components';

/** A note under the amounts or the payment details, in smaller, muted type. */
export const SmallPrint = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
