import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** The storefront's button; `$variant` picks the colour role. */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  transition: background-color 120ms ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.secondary};
            color: ${theme.colors.onSecondary};
            &:hover:not(:disabled) {
              background: ${theme.colors.secondaryHover};
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.text};
            border-color: ${theme.colors.border};
            &:hover:not(:disabled) {
              background: ${theme.colors.surfaceMuted};
            }
          `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
