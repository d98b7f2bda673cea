import {
  selectAuthLoading,
  selectUser,
  useAppSelector,
  type Language,
  type PageProps,
} from '@storefront/shared';
import { profileApi, useGetFavoritesQuery, useRemoveFavoriteMutation } from '../../api/profile-api';
import { ProfileLayout } from '../../features/profile/profile-layout';
import { profilePage } from '../../features/profile/profile-page';
import { QueryState } from '../../features/profile/query-state';
import { FavoriteList } from './favorite-list';
import { GuestFavorites } from './guest-favorites';

/** The signed-in customer's favorites, kept in the account. */
function AccountFavorites({ lang }: { lang: Language }) {
  const favorites = useGetFavoritesQuery({ lang });
  const [remove] = useRemoveFavoriteMutation();
  return (
    <ProfileLayout section="favorites" lang={lang}>
      <QueryState query={favorites}>
        {(products) => (
          <FavoriteList products={products} lang={lang} remove={(id) => void remove(id)} />
        )}
      </QueryState>
    </ProfileLayout>
  );
}

function FavoritesPage({ lang }: PageProps) {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  if (user) return <AccountFavorites lang={lang} />;
  return <GuestFavorites lang={lang} waiting={loading} />;
}

/**
 * The favorite products as cards, the last added first, each removable: a customer's from the
 * account, a guest's from the device (with the invitation to sign in to keep them). The one
 * profile page open to guests: its route stays private (rendered in the browser, never indexed),
 * as the list is about one shopper.
 */
export const favoritesPage = profilePage(
  'favorites',
  FavoritesPage,
  ({ dispatch, lang }) => dispatch(profileApi.util.prefetch('getFavorites', { lang }, {})),
  { openToGuests: true },
);
