import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 40rem;
`;

/** Fields side by side on wider screens. */
export const Columns = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
