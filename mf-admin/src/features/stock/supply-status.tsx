import type { SupplyStatus } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from './table';

const TONES = { DRAFT: 'muted', RECEIVED: 'success', CANCELLED: 'error' } as const;

/** A delivery's status, in words (never by colour alone). */
export function SupplyStatusBadge({ status }: { status: SupplyStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge $tone={TONES[status]} data-testid="supply-status-badge">
      {t(`supplies.status.${status}`)}
    </Badge>
  );
}

/** Links that filter a list, in a row; the current one marked. */
export const FilterLinks = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 0.375rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;
