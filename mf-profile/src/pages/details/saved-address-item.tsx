import { Button, type SavedAddress } from '@storefront/shared';
import { addressLine } from '@storefront/shared/schemas';
import { useEffect, useRef, useState } from 'react';
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
  onRemoved,
}: {
  address: SavedAddress;
  countryName: string;
  onEdit: () => void;
  /** The shop let the address go: the item leaves the list, the list says so. */
  onRemoved: () => void;
}) {
  const { t } = useTranslation('profile');
  const [remove, { isLoading }] = useRemoveSavedAddressMutation();
  const [confirming, setConfirming] = useState(false);
  // The button pressed goes as the question comes or goes: the focus follows to its counterpart
  // (the confirmation, or the removal again when the address is kept), not to the page's body.
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current) return;
    (confirming ? confirmButton : removeButton).current?.focus();
  }, [confirming]);
  const ask = (question: boolean) => {
    answered.current = true;
    setConfirming(question);
  };
  const line = addressLine(address, countryName);

  const confirm = async () => {
    const result = await remove(address.id);
    if (result.error) return;
    onRemoved();
  };

  return (
    <Item data-testid="saved-address" data-address-id={address.id}>
      <p>{line}</p>
      {confirming ? (
        <>
          <p role="alert">{t('addresses.remove_question')}</p>
          <Button
            type="button"
            ref={confirmButton}
            disabled={isLoading}
            onClick={() => void confirm()}
            data-testid="address-remove-confirm"
          >
            {t('addresses.remove_confirm')}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => ask(false)}>
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
            ref={removeButton}
            aria-label={t('addresses.remove_named', { address: line })}
            onClick={() => ask(true)}
            data-testid="address-remove"
          >
            {t('addresses.remove')}
          </Button>
        </>
      )}
    </Item>
  );
}
