import styled from 'styled-components';

/** A list of a profile panel's rows, one under another, without bullets. */
export const StackedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
