import { selectUser, useAppSelector, type FragmentProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddFavoriteMutation, useRemoveFavoriteMutation } from '../../api/profile-api';
import { toggleDeviceFavorite, useDeviceFavorites } from './device-favorites';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  svg {
    width: 1.375rem;
    height: 1.375rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.error};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * The heart on product cards and the product page. A signed-in customer marks and unmarks the
 * product at once (taken back if the shop refuses); a guest's marks are kept on the device until
 * they sign in or register. Kept small: it renders on every card of a listing.
 */
export default function FavoriteToggle({
  productId,
  productName,
}: FragmentProps<'FavoriteToggle'>) {
  const { t } = useTranslation('profile');
  const user = useAppSelector(selectUser);
  const [add, adding] = useAddFavoriteMutation();
  const [remove, removing] = useRemoveFavoriteMutation();
  const onDevice = useDeviceFavorites();
  const busy = adding.isLoading || removing.isLoading;
  const favorite = (user ? user.favoriteProducts : onDevice).includes(productId);

  const toggle = () => {
    if (!user) {
      toggleDeviceFavorite(productId);
      return;
    }
    if (busy) return;
    void (favorite ? remove(productId) : add(productId));
  };

  // Named, like the cart's button, so a screen reader's list of a listing's buttons tells them
  // apart; without a name (an older caller) the plain words.
  const label = productName
    ? t(favorite ? 'favorites.remove_named' : 'favorites.add_named', { name: productName })
    : t(favorite ? 'favorites.remove_from' : 'favorites.add_to');
  return (
    <Toggle
      type="button"
      data-boundary="profile"
      data-testid="favorite-toggle"
      aria-pressed={favorite}
      aria-busy={busy}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.7 1.1 5 2.9 1.3-1.8 3-2.9 5-2.9 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
      </svg>
    </Toggle>
  );
}
