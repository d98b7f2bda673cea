import type { FieldPath, FieldValues } from 'react-hook-form';
import styled from 'styled-components';
import { useFieldError } from './form-fields';

const ErrorText = styled.p`
  margin: 0.375rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * A field's translated error, for a control that is not a text field (a picker): inside the
 * form's provider, under the id the control names in its `aria-describedby`.
 */
export function FieldErrorText<T extends FieldValues>({
  name,
  id,
}: {
  name: FieldPath<T>;
  id: string;
}) {
  const error = useFieldError<T>(name);
  if (!error) return null;
  return (
    <ErrorText id={id} role="alert">
      {error}
    </ErrorText>
  );
}
