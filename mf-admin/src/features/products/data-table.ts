import styled from 'styled-components';

/**
 * A table of the back office: wide ones scroll sideways inside their box (the page never does),
 * headers stay readable, rows are told apart.
 */
export const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption {
    padding: 0.75rem 1rem;
    text-align: start;
    font-weight: 600;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  td.number,
  th.number {
    text-align: end;
    white-space: nowrap;
  }
  img {
    display: block;
    width: 3rem;
    height: 3rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** A short word beside a value: "hidden", "missing: ru". */
export const Badge = styled.span<{ $tone?: 'muted' | 'warning' }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.error : theme.colors.textMuted)};
`;
