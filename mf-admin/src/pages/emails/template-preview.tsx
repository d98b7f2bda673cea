import type { EmailPreview } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Shown = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2,
  h3,
  p {
    margin: 0;
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
    font-family: inherit;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** An email as the template makes it: its subject and text, headed by the order it shows. */
export function TemplatePreview({
  preview,
  headingRef,
}: {
  preview: EmailPreview;
  /** The heading, which takes the focus when a preview comes. */
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card as="section" style={{ gridColumn: '1 / -1' }} data-testid="email-preview-shown">
      <Shown>
        <h2 ref={headingRef} tabIndex={-1}>
          {preview.orderNumber
            ? t('emails.preview_title_order', { number: preview.orderNumber })
            : t('emails.preview_title')}
        </h2>
        <h3>{t('emails.subject')}</h3>
        <p data-testid="email-preview-subject">{preview.subject}</p>
        <h3>{t('emails.body')}</h3>
        <pre data-testid="email-preview-text">{preview.text}</pre>
      </Shown>
    </Card>
  );
}
