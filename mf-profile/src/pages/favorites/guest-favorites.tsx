import { AUTH_OVERLAYS, Button, overlay, skipToken, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetDeviceFavoritesQuery } from '../../api/profile-api';
import {
  toggleDeviceFavorite,
  useDeviceFavorites,
} from '../../features/favorites/device-favorites';
import { ProfileLayout } from '../../features/profile/profile-layout';
import { Panel, QueryState } from '../../features/profile/query-state';
import { FavoriteList } from './favorite-list';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** Why sign in: the device's list is not the account's. The dialogs give the focus back here. */
function Invitation() {
  const { t } = useTranslation('profile');
  return (
    <Panel aria-labelledby="favorites-guest-title" data-testid="favorites-invitation">
      <h2 id="favorites-guest-title">{t('favorites.guest_title')}</h2>
      <p>{t('favorites.guest_note')}</p>
      <Actions>
        <Button
          type="button"
          onClick={() => overlay.open(AUTH_OVERLAYS.login)}
          data-testid="favorites-sign-in"
        >
          {t('favorites.sign_in')}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => overlay.open(AUTH_OVERLAYS.register)}
          data-testid="favorites-register"
        >
          {t('favorites.register')}
        </Button>
      </Actions>
    </Panel>
  );
}

/** The cards of the products the device keeps, in its order (the last marked first). */
function DeviceFavorites({ lang }: { lang: Language }) {
  const ids = useDeviceFavorites();
  const cards = useGetDeviceFavoritesQuery(
    ids.length > 0 ? { ids: ids.join(','), lang } : skipToken,
  );
  // Nothing kept: nothing to ask. A removal shows at once, before the shop answers the new list.
  const kept = new Set(ids);
  const query = ids.length === 0 ? { ...cards, data: [], isLoading: false, isError: false } : cards;
  return (
    <QueryState query={query}>
      {(products) => (
        <FavoriteList
          products={products.filter((product) => kept.has(product.id))}
          lang={lang}
          remove={toggleDeviceFavorite}
        />
      )}
    </QueryState>
  );
}

/**
 * A guest's favorites: the hearts marked on this device (they join the account at sign-in), with
 * the invitation to sign in to keep them. Rendered in the browser only (the route is private, and
 * the device's list is in its storage); while the start-up still asks who is signed in, the page
 * waits, so a customer does not see a guest's page flash by.
 */
export function GuestFavorites({ lang, waiting }: { lang: Language; waiting: boolean }) {
  return (
    <ProfileLayout section="favorites" lang={lang} guest>
      {waiting ? (
        <QueryState query={{ isLoading: true, isError: false, refetch: () => undefined }}>
          {() => null}
        </QueryState>
      ) : (
        <>
          <Invitation />
          <DeviceFavorites lang={lang} />
        </>
      )}
    </ProfileLayout>
  );
}
