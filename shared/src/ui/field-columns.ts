// A module of its own, so a form without columns (the contact page's) does not carry it.
import styled from 'styled-components';

/** Fields side by side on wider screens, one above the other on narrow ones. */
export const FieldColumns = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
