import { Button, RouteLink, localePath, type PageProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { profileApi, useGetFavoritesQuery } from '../../api/profile-api';
import { ProfileLayout } from '../../features/profile/profile-layout';
import { profilePage } from '../../features/profile/profile-page';
import { EmptyState, QueryState } from '../../features/profile/query-state';
import { FavoriteItem } from './favorite-item';

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

function FavoritesPage({ lang }: PageProps) {
  const { t } = useTranslation('profile');
  const favorites = useGetFavoritesQuery({ lang });
  return (
    <ProfileLayout section="favorites" lang={lang}>
      <QueryState query={favorites}>
        {(products) =>
          products.length === 0 ? (
            <EmptyState
              testId="favorites-empty"
              action={
                <Button as={RouteLink} to={localePath('catalog', {}, lang)}>
                  {t('pages.browse_catalog')}
                </Button>
              }
            >
              {t('favorites.empty')}
            </EmptyState>
          ) : (
            <Grid aria-label={t('pages.favorites')} data-testid="favorites-list">
              {products.map((product) => (
                <FavoriteItem key={product.id} product={product} lang={lang} />
              ))}
            </Grid>
          )
        }
      </QueryState>
    </ProfileLayout>
  );
}

/** The customer's favorite products as cards, the last added first, each removable. */
export const favoritesPage = profilePage('favorites', FavoritesPage, ({ dispatch, lang }) =>
  dispatch(profileApi.util.prefetch('getFavorites', { lang }, {})),
);
