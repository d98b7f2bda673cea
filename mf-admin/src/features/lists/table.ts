import styled from 'styled-components';

/** A back-office list as a table: headers read with each cell, wide ones scroll on their own. */
export const TableScroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  caption {
    text-align: start;
    font-weight: 700;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 0.625rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

/** A row of filters above a list. */
export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  > div {
    min-width: 11rem;
    flex: 1 1 11rem;
  }
`;

/** A short text a list shows when it has nothing (with what to do). */
export const Empty = styled.p`
  margin: 0;
  padding: 1rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
