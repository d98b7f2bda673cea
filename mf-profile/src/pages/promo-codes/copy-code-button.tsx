import { Button, toast } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

/** Copies a code to the clipboard and says whether it worked. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation('profile');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.add({ title: t('promo_codes.copied', { code }), tone: 'success', type: 'background' });
    } catch {
      toast.add({ title: t('promo_codes.copy_failed', { code }), tone: 'error' });
    }
  };
  return (
    <Button
      type="button"
      $variant="ghost"
      aria-label={t('promo_codes.copy_named', { code })}
      data-testid="promo-code-copy"
      onClick={() => void copy()}
    >
      {t('promo_codes.copy')}
    </Button>
  );
}
