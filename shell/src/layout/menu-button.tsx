import { Button, type Language } from '@storefront/shared';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { reloadForChunkError } from '../features/build-updates/chunk-reload';
import { ErrorBoundary } from '../features/errors/error-boundary';

// The drawer (Radix Dialog, the navigation and the switches again) is fetched when the shopper
// reaches for the button, so the header's first paint carries only the button.
const loadDrawer = () => import(/* webpackChunkName: "menu-drawer" */ './menu-drawer');
const MenuDrawer = lazy(loadDrawer);

const Toggle = styled(Button)`
  flex: none;
  width: 2.75rem;
  padding: 0;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  /* From lg up the header holds the navigation and the switches itself. */
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

/** The menu button of a phone and a tablet: opens the drawer with the navigation, languages, currency and color mode. */
export function MenuButton({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadDrawer().catch(() => undefined);
  return (
    <>
      <Toggle
        ref={button}
        type="button"
        $variant="ghost"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-button"
        data-menu-button=""
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </Toggle>
      {open && (
        <ErrorBoundary
          fallback={() => null}
          onError={(error) => {
            close();
            reloadForChunkError(error);
          }}
        >
          <Suspense fallback={null}>
            <MenuDrawer lang={lang} onClose={close} returnFocusTo={button} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
