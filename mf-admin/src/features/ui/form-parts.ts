import styled from 'styled-components';

/*
 * The parts the back office's longer forms are laid out with: the form as a column, a group of
 * fields as a bordered grid under its legend, a field across the whole grid, a checkbox with its
 * label.
 */

export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  fieldset {
    min-width: 0;
  }
`;

export const FieldGroup = styled.fieldset`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  align-items: start;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  > legend {
    font-weight: 700;
    padding-inline: 0.25rem;
  }
`;

export const WholeRow = styled.div`
  grid-column: 1 / -1;
`;

export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  font-weight: 600;
`;
