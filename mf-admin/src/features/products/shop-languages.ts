import { selectStore, useAppSelector } from '@storefront/shared';
import { shopLanguagesOf, type ShopLanguages } from '@storefront/shared/admin';
import { useMemo } from 'react';

/** The shop's languages, its main one first, from the store's settings every page has. */
export function useShopLanguages(): ShopLanguages {
  const { mainInfo } = useAppSelector(selectStore);
  return useMemo(() => shopLanguagesOf(mainInfo), [mainInfo]);
}
