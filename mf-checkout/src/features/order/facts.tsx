import styled from 'styled-components';

/** Label–value pairs of an order (delivery, payment, total) in two columns. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.375rem 1rem;
  margin: 0 0 1rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
