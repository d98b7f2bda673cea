import { localizedText, type Language, type StorePagesContent } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

type BlockName = keyof StorePagesContent['homeInfoBlock'];

const ICONS: Record<BlockName, ReactNode> = {
  price: <path d="M4 12V4h8l8 8-8 8zM8 8h.01" />,
  assortment: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  delivery: <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01" />,
  worldwideDelivery: (
    <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
  ),
};

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 2.5rem 0;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled.li`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    width: 2rem;
    height: 2rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0.75rem 0 0.5rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Why shop here: the four info blocks of the store's home content, each shown when enabled. */
export function InfoBlocks({
  blocks,
  lang,
  fallbackLang,
}: {
  blocks: StorePagesContent['homeInfoBlock'];
  lang: Language;
  fallbackLang: string;
}) {
  const { t } = useTranslation('catalog');
  const enabled = (Object.keys(ICONS) as BlockName[]).filter((name) => blocks[name].enabled);
  if (enabled.length === 0) return null;
  return (
    <section aria-label={t('home.info_blocks')}>
      <Grid>
        {enabled.map((name) => (
          <Card key={name} data-testid={`info-block-${name}`}>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {ICONS[name]}
            </svg>
            <h2>{localizedText(blocks[name].title, lang, fallbackLang)}</h2>
            <p>{localizedText(blocks[name].description, lang, fallbackLang)}</p>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
