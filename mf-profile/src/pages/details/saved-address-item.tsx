import { Button, toast, type SavedAddress } from '@storefront/shared';
import { addressLine } from '@storefront/shared/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRemoveSavedAddressMutation } from '../../api/addresses-api';

const Item = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  p {
    flex: 1 1 16rem;
  }
`;

/** A saved address on one line, with a change and a removal that asks first. */
export function SavedAddressItem({
  address,
  countryName,
  onEdit,
}: {
  address: SavedAddress;
  countryName: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('profile');
  const [remove, { isLoading }] = useRemoveSavedAddressMutation();
  const [confirming, setConfirming] = useState(false);
  const line = addressLine(address, countryName);

  const confirm = async () => {
    const result = await remove(address.id);
    if (result.error) return;
    toast.add({ title: t('addresses.removed'), tone: 'success', type: 'background' });
  };

  return (
    <Item data-testid="saved-address" data-address-id={address.id}>
      <p>{line}</p>
      {confirming ? (
        <>
          <p role="alert">{t('addresses.remove_question')}</p>
          <Button
            type="button"
            disabled={isLoading}
            onClick={() => void confirm()}
            data-testid="address-remove-confirm"
          >
            {t('addresses.remove_confirm')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => setConfirming(false)}>
            {t('addresses.keep')}
          </Button>
        </>
      ) : (
        <>
          <Button
            type="button"
            $variant="ghost"
            aria-label={t('addresses.edit_named', { address: line })}
            onClick={onEdit}
            data-testid="address-edit"
          >
            {t('addresses.edit')}
          </Button>
          <Button
            type="button"
            $variant="ghost"
            aria-label={t('addresses.remove_named', { address: line })}
            onClick={() => setConfirming(true)}
            data-testid="address-remove"
          >
            {t('addresses.remove')}
          </Button>
        </>
      )}
    </Item>
  );
}
