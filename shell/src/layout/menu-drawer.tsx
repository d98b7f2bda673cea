import * as Dialog from '@radix-ui/react-dialog';
import type { Language } from '@storefront/shared';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled, { keyframes, useTheme } from 'styled-components';
import { ColorModeSwitch, CurrencySwitch, LanguageSwitch } from '../features/settings/switches';
import { NavigationLinks } from './navigation-links';
import { DialogBackdrop } from '@storefront/shared/kit';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 111;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  width: min(20rem, 85vw);
  overflow-y: auto;
  padding: 0.75rem 1rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} 160ms ease-out;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 1.25rem;
`;

const Close = styled(Dialog.Close)`
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
`;

const Nav = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Settings = styled.div`
  display: grid;
  gap: 1rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > * {
    display: grid;
    gap: 0.375rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
  select {
    font-size: 1rem;
  }
`;

interface MenuDrawerProps {
  lang: Language;
  onClose: () => void;
  /** The menu button: it gets the focus back. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The menu of a phone and a tablet (Radix Dialog, modal): the navigation, the languages, the currency and the
 * color mode. Escape, the close button or the backdrop close it, and so does going to another
 * page from it or a screen that has grown wide enough for the whole header.
 */
export default function MenuDrawer({ lang, onClose, returnFocusTo }: MenuDrawerProps) {
  const { t } = useTranslation();
  const { breakpoints } = useTheme();
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);

  useEffect(() => {
    if (pathname !== openedOn.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${breakpoints.lg}px)`);
    const closeWhenWide = () => wide.matches && onClose();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [breakpoints.lg, onClose]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogBackdrop />
        <Panel
          aria-describedby={undefined}
          data-testid="menu-drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Head>
            <Title>{t('menu.title')}</Title>
            <Close aria-label={t('menu.close')}>×</Close>
          </Head>
          <Nav aria-label={t('header.navigation')}>
            <NavigationLinks lang={lang} />
          </Nav>
          <Settings>
            <div>
              <span aria-hidden="true">{t('header.language')}</span>
              <LanguageSwitch lang={lang} />
            </div>
            <label>
              {t('header.currency')}
              <CurrencySwitch />
            </label>
            <label>
              {t('header.color_mode')}
              <ColorModeSwitch />
            </label>
          </Settings>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
