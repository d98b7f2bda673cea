import { Button, Spinner, VisuallyHidden } from '@storefront/shared';
import type { AdminPromoCode } from '@storefront/shared/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useExpirePromoCodeMutation } from '../../api/discounts-api';
import { AdminDialog } from '../../features/dialog/admin-dialog';

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

/** Ends a code now, once the staff member has said so (it cannot be undone). */
export function ExpirePromoCode({
  code,
  onExpired,
  focusAfterClose,
}: {
  code: AdminPromoCode;
  onExpired: (code: AdminPromoCode) => void;
  focusAfterClose: () => HTMLElement | null;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [expire, expiring] = useExpirePromoCodeMutation();
  const confirm = async () => {
    const result = await expire({ id: code.id, version: code.version });
    setOpen(false);
    // A refusal (used meanwhile, changed by someone) has shown its toast; the list is fresh.
    if (!result.error) onExpired(result.data);
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={t('promo_codes.expire_title', { code: code.code })}
      description={t('promo_codes.expire_text')}
      testId="promo-code-expire-dialog"
      focusAfterClose={focusAfterClose}
      trigger={
        <Button type="button" $variant="secondary" data-testid="promo-code-expire">
          {t('promo_codes.expire')}
          {/* Which code, for those who hear the button without its row. */}
          <VisuallyHidden> {code.code}</VisuallyHidden>
        </Button>
      }
    >
      <Actions>
        <Button
          type="button"
          onClick={() => void confirm()}
          disabled={expiring.isLoading}
          data-autofocus
          data-testid="promo-code-expire-confirm"
        >
          {expiring.isLoading && <Spinner aria-hidden="true" />}
          {t('promo_codes.expire_confirm')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setOpen(false)}>
          {t('promo_codes.cancel')}
        </Button>
      </Actions>
    </AdminDialog>
  );
}
