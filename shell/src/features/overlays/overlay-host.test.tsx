import {
  LOOKS,
  StorefrontProviders,
  makeStore,
  overlay,
  type RemoteModule,
} from '@storefront/shared';
import { createTestI18n } from '@storefront/shared/testing';
import { __clearRemoteModules, __setRemoteModule } from '@module-federation/enhanced/runtime';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { defaultRemotes } from '../../config/runtime-config';
import { forgetRemoteModules, registerStorefrontRemotes } from '../../federation/remotes';
import { OverlayHost } from './overlay-host';
import { registerOverlay } from './registry';

const profile: RemoteModule = {
  name: 'profile',
  pages: {},
  widgets: {},
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
  await act(async () => {
    render(
      <StorefrontProviders store={makeStore()} i18n={createTestI18n('en')} look={LOOKS.default}>
        <MemoryRouter initialEntries={[path]}>
          <OverlayHost lang="en" />
          <Search />
        </MemoryRouter>
      </StorefrontProviders>,
    );
  });
}

beforeAll(() => {
  registerStorefrontRemotes(
    { remotes: defaultRemotes(), projectName: 'test', buildId: 'test', buildCheckIntervalMs: 1 },
    {
      setup: (remote) => {
        for (const [id, component] of Object.entries(remote.overlays))
          registerOverlay(id, component);
      },
      prepare: async () => {},
    },
  );
});

afterEach(() => {
  act(() => overlay.close());
  __clearRemoteModules();
  forgetRemoteModules();
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
