import {
  Button,
  RouteLink,
  localePath,
  matchRoute,
  toast,
  useLogoutMutation,
  type Language,
  type RouteName,
  type User,
} from '@storefront/shared';
import { PopoverPanel } from '@storefront/shared/kit';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';

const LINKS: { route: RouteName; key: string }[] = [
  { route: 'profile', key: 'profile' },
  { route: 'profile-orders', key: 'orders' },
  { route: 'profile-favorites', key: 'favorites' },
  { route: 'profile-promo-codes', key: 'promo_codes' },
  { route: 'profile-details', key: 'details' },
];

const Panel = styled(PopoverPanel)`
  width: min(18rem, calc(100vw - 2rem));
  padding: 0.75rem;
  h2 {
    margin: 0.25rem 0.5rem 0;
    font-size: 1rem;
  }
  ul {
    margin: 0.5rem 0;
    padding: 0.5rem 0;
    border-block: 1px solid ${({ theme }) => theme.colors.border};
    list-style: none;
  }
  li a {
    display: block;
    padding: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    text-decoration: none;
  }
  li a:hover,
  li a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Email = styled.p`
  margin: 0 0.5rem;
  overflow-wrap: anywhere;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AccountMenuPanelProps {
  id: string;
  lang: Language;
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's button: the menu hangs under it and gives it the focus back. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The signed-in customer's menu: their pages, the back office for staff, and signing out. */
export default function AccountMenuPanel({
  id,
  lang,
  user,
  open,
  onOpenChange,
  triggerRef,
}: AccountMenuPanelProps) {
  const { t } = useTranslation('profile');
  const [logout, { isLoading }] = useLogoutMutation();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const signOut = async () => {
    // A refusal shows its error toast on its own, and the customer stays signed in.
    if ('error' in (await logout())) return;
    onOpenChange(false);
    toast.add({ title: t('account_menu.signed_out'), tone: 'success', type: 'background' });
    // A page about the signed-out person (their account, the back office) is left for the home.
    const owner = matchRoute(pathname)?.route.owner;
    if (owner === 'profile' || owner === 'admin')
      void navigate(localePath('home', {}, lang), { replace: true });
  };

  return (
    <Panel
      id={id}
      title={`${user.firstName} ${user.lastName}`}
      open={open}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      // The panel takes the focus (a screen reader hears the customer's name), not its first
      // control: Radix skips links when it focuses one, which put the focus on "Sign out".
      focusSelf
      testId="account-menu"
      boundary="profile"
    >
      <Email>{user.email}</Email>
      <nav aria-label={t('account_menu.navigation')}>
        <ul>
          {LINKS.map(({ route, key }) => (
            <li key={route}>
              <RouteLink
                to={localePath(route, {}, lang)}
                data-testid={`account-menu-${route.replace('profile-', '')}`}
              >
                {t(`account_menu.links.${key}`)}
              </RouteLink>
            </li>
          ))}
          {/* Any member of the staff, managers included (whose client role is Customer). */}
          {user.staffRole && (
            <li>
              <RouteLink to={localePath('admin', {}, lang)} data-testid="account-menu-admin">
                {t('account_menu.links.admin')}
              </RouteLink>
            </li>
          )}
        </ul>
      </nav>
      <Button
        type="button"
        $variant="ghost"
        $block
        disabled={isLoading}
        aria-busy={isLoading}
        onClick={signOut}
        data-testid="account-menu-logout"
      >
        {t('account_menu.sign_out')}
      </Button>
    </Panel>
  );
}
