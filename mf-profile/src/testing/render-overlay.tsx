import { overlay, toast, type Language, type OverlayProps, type User } from '@storefront/shared';
import { setUpFakeApi } from '@storefront/shared/testing/api';
import { act, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { renderProfile } from './render-profile';

/** Shows where the router is, so a test can read where a dialog navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{pathname + search}</span>;
}

function Title({ children }: { children: ReactNode }) {
  return <h2>{children}</h2>;
}

/** The titles of the toasts on screen (closed ones linger for 200 ms). */
export const openToasts = () =>
  toast
    .getSnapshot()
    .filter((item) => item.open)
    .map(({ title, description }) => (description ? `${title} ${description}` : title));

/** The current path and query of the test's router. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** Renders an account dialog as the shell's overlay dialog would, with a spy for closing it. */
export async function renderOverlay(
  Overlay: ComponentType<OverlayProps>,
  { lang = 'en', route, user = null }: { lang?: Language; route?: string; user?: User | null } = {},
) {
  const onClose = jest.fn();
  const view = await renderProfile(
    <>
      <Overlay lang={lang} onClose={onClose} Title={Title} />
      <LocationProbe />
    </>,
    { lang, route, user },
  );
  return { ...view, onClose };
}

/** Starts the fake API, and closes every dialog and toast after each test. */
export function setUpDialogTests() {
  setUpFakeApi();
  afterEach(() => {
    overlay.close();
    act(() => toast.clear());
    jest.restoreAllMocks();
  });
}
