import styled, { css } from 'styled-components';

/** Page-width container with the layout gutter. */
/**
 * For a section below the fold: the browser skips its layout and paint until it comes near the
 * screen (a phone's first layout of a whole page costs a long task), keeping room for it meanwhile
 * (`estimate`, then its last real height).
 */
export const laidOutWhenNear = (estimate: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimate};
`;

/**
 * A bar fixed at the foot of the screen, over the page, which it never moves; `layer` is its
 * z-index.
 */
export const footBar = (layer: number) => css`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${layer};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  margin: 2rem 0 1rem;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: storefront-spin 0.8s linear infinite;
  @keyframes storefront-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
