import { AUTH_OVERLAYS, overlay, useCurrentUser, type FragmentProps } from '@storefront/shared';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// The menu (Radix Popover, the links, signing out) loads when the customer reaches for the
// button, so the header's fragment stays small.
const AccountMenuPanel = lazy(() => import('./account-menu-panel'));

// A phone's compact header has room for the icon alone: below `sm` the text is hidden from the
// eye but stays the button's name.
const HeaderButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
  max-width: 14rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
  ${({ theme }) => theme.media.sm} {
    padding: 0 0.875rem;
    span {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
      text-overflow: ellipsis;
    }
  }
`;

/** Holds the button's place while the start-up asks who is signed in. */
const Placeholder = styled.span`
  display: inline-block;
  width: 2.75rem;
  height: 2.75rem;
  ${({ theme }) => theme.media.sm} {
    width: 6rem;
  }
`;

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/**
 * The header's account slot: "Sign in" (the sign-in dialog) for a guest; for a customer, a
 * button with their name that opens the account menu.
 */
export default function AccountMenu({ lang }: FragmentProps<'AccountMenu'>) {
  const { t } = useTranslation('profile');
  const { user, loading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const want = () => setMenuWanted(true);

  if (loading) return <Placeholder data-boundary="profile" aria-hidden="true" />;
  if (!user) {
    return (
      <span data-boundary="profile">
        <HeaderButton
          type="button"
          data-testid="account-sign-in"
          onClick={() => overlay.open(AUTH_OVERLAYS.login)}
        >
          <PersonIcon />
          <span>{t('account_menu.sign_in')}</span>
        </HeaderButton>
      </span>
    );
  }
  return (
    <span data-boundary="profile">
      <HeaderButton
        ref={triggerRef}
        type="button"
        aria-label={t('account_menu.trigger', { name: user.firstName })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="account-menu-trigger"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen((value) => !value);
        }}
      >
        <PersonIcon />
        <span>{user.firstName}</span>
      </HeaderButton>
      {menuWanted && (
        <Suspense fallback={null}>
          <AccountMenuPanel
            id={menuId}
            lang={lang}
            user={user}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </span>
  );
}
