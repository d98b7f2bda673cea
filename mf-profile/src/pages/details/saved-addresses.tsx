import { Button, LANGUAGE_LOCALES, SAVED_ADDRESSES_MAX, type Language } from '@storefront/shared';
import { useCountryOptions } from '@storefront/shared/forms';
import { ActionResultOf, useActionResult } from '@storefront/shared/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetSavedAddressesQuery } from '../../api/addresses-api';
import { Panel, QueryState } from '../../features/profile/query-state';
import { StackedList } from '../../features/profile/stacked-list';
import { SavedAddressForm } from './saved-address-form';
import { SavedAddressItem } from './saved-address-item';

const List = styled(StackedList)`
  > li + li {
    padding-top: 0.75rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The form open for a new address (else the id of the one being changed, or null for none). */
const NEW_ADDRESS = 'new';

/** The delivery addresses the customer keeps for the checkout: listed, added, changed, removed. */
export function SavedAddresses({ lang }: { lang: Language }) {
  const { t } = useTranslation('profile');
  const addresses = useGetSavedAddressesQuery();
  const [editing, setEditing] = useState<string | null>(null);
  const names = new Map(
    useCountryOptions(LANGUAGE_LOCALES[lang]).map((country) => [country.code, country.name]),
  );
  const said = useActionResult();
  const panel = useRef<HTMLElement>(null);
  // A form cancelled gives the focus back to the button that opened it (its address's change,
  // or the addition), once that button is back on the page.
  const reopener = useRef<string | null>(null);
  useEffect(() => {
    const opened = reopener.current;
    if (!opened) return;
    reopener.current = null;
    const selector =
      opened === NEW_ADDRESS
        ? '[data-testid="address-add"]'
        : `[data-address-id="${CSS.escape(opened)}"] [data-testid="address-edit"]`;
    panel.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  const open = (id: string) => {
    said.clear();
    setEditing(id);
  };
  const close = (saved: boolean) => {
    if (saved) said.show(t('addresses.saved'));
    else reopener.current = editing;
    setEditing(null);
  };
  return (
    <Panel ref={panel} aria-labelledby="details-addresses-title" data-testid="saved-addresses">
      <h2 id="details-addresses-title">{t('addresses.title')}</h2>
      <ActionResultOf state={said} testId="addresses-result" />
      <QueryState query={addresses}>
        {(list) => (
          <>
            {list.length === 0 && <p>{t('addresses.empty')}</p>}
            {list.length > 0 && (
              <List>
                {list.map((address) => (
                  <li key={address.id}>
                    {editing === address.id ? (
                      <SavedAddressForm address={address} lang={lang} onDone={close} />
                    ) : (
                      <SavedAddressItem
                        address={address}
                        countryName={names.get(address.country) ?? address.country}
                        onEdit={() => open(address.id)}
                        onRemoved={() => said.show(t('addresses.removed'))}
                      />
                    )}
                  </li>
                ))}
              </List>
            )}
            {editing === NEW_ADDRESS ? (
              <SavedAddressForm lang={lang} onDone={close} />
            ) : list.length < SAVED_ADDRESSES_MAX ? (
              <div>
                <Button type="button" onClick={() => open(NEW_ADDRESS)} data-testid="address-add">
                  {t('addresses.add')}
                </Button>
              </div>
            ) : (
              <p>{t('addresses.full', { max: SAVED_ADDRESSES_MAX })}</p>
            )}
          </>
        )}
      </QueryState>
    </Panel>
  );
}
