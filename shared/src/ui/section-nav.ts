import styled from 'styled-components';

/**
 * The navigation between the pages of one part of the shop (the profile's, the back office's):
 * a row that wraps on a phone, a column beside the page from `breakpoint` up, the current page
 * marked.
 */
export const SectionNav = styled.nav<{ $columnFrom?: 'md' | 'lg' }>`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${({ theme, $columnFrom = 'md' }) => theme.media[$columnFrom]} {
    ul {
      flex-direction: column;
    }
  }
  a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;
