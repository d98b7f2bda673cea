import styled from 'styled-components';

/** A back-office table: it scrolls sideways inside its box on a narrow screen. */
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
    font-weight: 700;
  }
  th,
  td {
    padding: 0.625rem 1rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A short state beside a value ("hidden", "draft"). */
export const Badge = styled.span<{ $tone?: 'muted' | 'success' | 'error' }>`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  border: 1px solid
    ${({ theme, $tone = 'muted' }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'error'
          ? theme.colors.error
          : theme.colors.border};
  font-size: 0.8125rem;
  white-space: nowrap;
`;

/** The row of a list's controls above it. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
`;

/** A table's column, as its header names it; numbers are set to the end of their cells. */
export interface Column {
  label: string;
  numeric?: boolean;
}

/** A table's header row, a `th scope="col"` for each column. */
export function ColumnHeads({ columns }: { columns: readonly (Column | false)[] }) {
  return (
    <thead>
      <tr>
        {columns
          .filter((column): column is Column => column !== false)
          .map(({ label, numeric }) => (
            <th key={label} scope="col" data-numeric={numeric || undefined}>
              {label}
            </th>
          ))}
      </tr>
    </thead>
  );
}
