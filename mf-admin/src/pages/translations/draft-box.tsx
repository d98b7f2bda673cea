import { Button, LANGUAGE_TAGS } from '@storefront/shared';
import type { TranslationItem } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDiscardDraftsMutation } from '../../api/machine-translation-api';

const Box = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  > span {
    font-weight: 600;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

/**
 * A machine's draft of a text, waiting for a person: used, it becomes the field's text (to
 * change or keep, and save with the others); discarded, it is gone. Nothing is saved until the
 * editor's save.
 */
export function DraftBox({
  item,
  testKey,
  onUse,
}: {
  item: TranslationItem & { draft: NonNullable<TranslationItem['draft']> };
  testKey: string;
  onUse: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [discard, discarding] = useDiscardDraftsMutation();
  const { kind, id, field, language } = item;
  return (
    <Box data-testid={`translation-draft-${testKey}`}>
      <span>{t('machine.draft.label', { model: item.draft.model })}</span>
      <p lang={LANGUAGE_TAGS[language]}>{item.draft.text}</p>
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => onUse(item.draft.text)}
          data-testid={`translation-draft-use-${testKey}`}
        >
          {t('machine.draft.use')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          disabled={discarding.isLoading}
          onClick={() => void discard({ texts: [{ kind, id, field, language } as never] })}
          data-testid={`translation-draft-discard-${testKey}`}
        >
          {t('machine.draft.discard')}
        </Button>
      </div>
    </Box>
  );
}
