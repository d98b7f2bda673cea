import { Button, VisuallyHidden } from '@storefront/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Toggle = styled(Button)`
  margin: 0.5rem 0 1rem;
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0.125rem 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.8125rem;
  text-align: center;
`;

// Phone first: the filters are folded until the button opens them; from `md` up they are always
// open and the button is gone. CSS decides, so the server's page is laid out right at once.
const Panel = styled.div`
  display: none;
  &[data-expanded='true'] {
    display: block;
  }
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  );
}

/** On a small screen, a "Filters" button (with how many are on) that unfolds the filters. */
export function FiltersDisclosure({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <>
      <Toggle
        type="button"
        $variant="ghost"
        aria-expanded={expanded}
        aria-controls={panelId}
        data-testid="filters-toggle"
        onClick={() => setExpanded((open) => !open)}
      >
        <FilterIcon />
        {t('filters.toggle')}
        {active > 0 && (
          <>
            <Count aria-hidden="true">{active}</Count>
            <VisuallyHidden>{t('filters.active', { count: active })}</VisuallyHidden>
          </>
        )}
      </Toggle>
      <Panel id={panelId} data-expanded={expanded}>
        {children}
      </Panel>
    </>
  );
}
