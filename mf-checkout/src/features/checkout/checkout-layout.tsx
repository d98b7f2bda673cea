import { Card } from '@storefront/shared/kit';
import styled from 'styled-components';

/** A part of the checkout form (contact, delivery, payment…), titled by its h2. */
export const Section = Card;

/** A group of radio buttons: one option a line, its label beside it. */
export const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.625rem;
    padding: 0.625rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A message about the whole form or the estimate. */
export const Notice = styled.p<{ $tone?: 'error' | 'info' }>`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.errorSurface : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.text)};
`;
