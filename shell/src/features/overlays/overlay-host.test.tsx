import {
  LOOKS,
  StorefrontProviders,
  makeStore,
  overlay,
  type LoadedRemote,
} from '@storefront/shared';
import { createTestI18n } from '@storefront/shared/testing';
import { __clearRemoteModules, __setRemoteModule } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createShellWiring } from '../../app/shell-wiring';
import { ShellWiringContext } from '../../app/wiring-context';
import { defaultRemotes } from '../../config/runtime-config';
import { loadFederatedRemote, registerStorefrontRemotes } from '../../federation/remotes';
import { OverlayHost } from './overlay-host';

const profile: LoadedRemote = {
  name: 'profile',
  pages: {},
  fragments: {},
  overlays: {
    'reset-password': lazy(async () => ({
      default: ({ Title }) => <Title>Choose a new password</Title>,
    })),
  },
  loadMessages: async () => ({}),
};

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

async function renderAt(path: string) {
  const store = makeStore();
  const wiring = createShellWiring({ store, loadRemote: loadFederatedRemote });
  await act(async () => {
    render(
      <StorefrontProviders store={store} i18n={createTestI18n('en')} look={LOOKS.default}>
        <ShellWiringContext value={wiring}>
          <MemoryRouter initialEntries={[path]}>
            <OverlayHost lang="en" />
            <Search />
          </MemoryRouter>
        </ShellWiringContext>
      </StorefrontProviders>,
    );
  });
}

beforeAll(() => {
  registerStorefrontRemotes({ remotes: defaultRemotes() });
});

afterEach(() => {
  act(() => overlay.close());
  __clearRemoteModules();
  jest.restoreAllMocks();
});

describe('overlays opened from the address', () => {
  it('loads the remote that provides the overlay, then opens it (the emailed reset link)', async () => {
    __setRemoteModule('profile/remote', { default: profile });
    await renderAt('/en?overlay=reset-password&reset-token=abc');
    expect(await screen.findByRole('dialog', { name: 'Choose a new password' })).toBeVisible();
  });

  it("drops an unknown overlay with 'Overlay not found'", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/en?overlay=no-such-dialog&page=2');
    expect(error).toHaveBeenCalledWith('Overlay not found: no-such-dialog');
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("drops a remote's overlay when its remote cannot be loaded", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/en?overlay=login');
    expect(error).toHaveBeenCalledWith('Overlay not found: login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
