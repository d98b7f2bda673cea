import { Button } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Copy = styled(Button)`
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem;
  font-size: 0.875rem;
`;

/**
 * Copies one payment detail (the IBAN, the recipient, the transfer's title) to the clipboard, so
 * a phone's banking app gets it without retyping; `onDone` receives the sentence to announce.
 */
export function CopyDetailButton({
  what,
  value,
  onDone,
  testId,
}: {
  /** The detail's name, as its label reads ("IBAN"). */
  what: string;
  value: string;
  onDone: (message: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('checkout');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onDone(t('payment_copy.copied', { what }));
    } catch {
      // No clipboard (an old browser, a permission refused): the value is there to select.
      onDone(t('payment_copy.failed', { what }));
    }
  };
  return (
    <Copy
      type="button"
      $variant="ghost"
      aria-label={t('payment_copy.copy_named', { what })}
      data-testid={testId}
      onClick={() => void copy()}
    >
      {t('payment_copy.copy')}
    </Copy>
  );
}
