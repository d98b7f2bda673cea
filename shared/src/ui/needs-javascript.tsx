import type { ReactNode } from 'react';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/**
 * Tells a visitor whose browser runs no JavaScript what this part of the page needs it for (a
 * button that would do nothing, a page only the browser can show). Server-rendered pages are
 * read without JavaScript; buying, sending and signing in are not.
 */
export function NeedsJavaScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Note role="note">{children}</Note>
    </noscript>
  );
}
