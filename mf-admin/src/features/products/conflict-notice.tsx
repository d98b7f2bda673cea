import { Button, LANGUAGE_LOCALES, isLanguage, type Language } from '@storefront/shared';
import type { VersionConflict } from '@storefront/shared/admin';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.errorSurface};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p,
  ul {
    margin: 0;
  }
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** A changed field's name: `price`, or `name.pl` as "Name (Polish)". */
function useFieldName() {
  const { t } = useTranslation('admin');
  return (field: string) => {
    const [key, language] = field.split('.');
    const known = [
      'slug',
      'name',
      'description',
      'category',
      'brand',
      'price',
      'salePrice',
      'featured',
      'visible',
      'images',
    ];
    const name = t(`products.conflict.field.${known.includes(key!) ? key : 'other'}`);
    return language && isLanguage(language)
      ? `${name} (${t(`products.languages.${language}`)})`
      : name;
  };
}

/**
 * A save refused because someone saved the record since the form was read: who, when and what
 * they changed. Nothing of the staff member's was written and the form keeps it; loading the
 * newer version is their choice. Takes the focus when it comes, so it is heard at once. A product's
 * by default; another form names its record (`title`), its fields (`fieldName`), and says what
 * becomes of what was typed (`kept`) and what loading the newer version does (`loadLabel`).
 */
export function ConflictNotice({
  conflict,
  lang,
  onLoadLatest,
  title,
  fieldName: nameOf,
  kept,
  loadLabel,
  testId = 'product-conflict',
}: {
  conflict: VersionConflict;
  lang: Language;
  onLoadLatest: () => void;
  title?: string;
  fieldName?: (field: string) => string;
  kept?: string;
  loadLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const productField = useFieldName();
  const fieldName = nameOf ?? productField;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [conflict]);
  const when = conflict.changedAt
    ? new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(conflict.changedAt))
    : null;
  return (
    <Box
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <h2 id={`${testId}-title`}>{title ?? t('products.conflict.title')}</h2>
      <p>
        {conflict.changedBy && when
          ? t('products.conflict.by', {
              email: conflict.changedBy.email,
              role: t(`roles.${conflict.changedBy.role}`),
              when,
            })
          : t('products.conflict.by_someone')}
      </p>
      {conflict.fields.length > 0 && (
        <p>
          {t('products.conflict.changed', {
            fields: [...new Set(conflict.fields.map(fieldName))].join(', '),
          })}
        </p>
      )}
      <p>{kept ?? t('products.conflict.kept')}</p>
      <div>
        <Button
          type="button"
          $variant="ghost"
          onClick={onLoadLatest}
          data-testid={`${testId}-load`}
        >
          {loadLabel ?? t('products.conflict.load_latest')}
        </Button>
      </div>
    </Box>
  );
}
