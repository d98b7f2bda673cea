import { overlay, selectUser } from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderProfile } from '../../testing/render-profile';
import { DEVICE_FAVORITES_KEY } from './device-favorites';
import FavoriteToggle from './favorite-toggle';

setUpFakeApi();
afterEach(() => {
  overlay.close();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the favorite toggle', () => {
  it("keeps a guest's marks on the device and sends nothing", async () => {
    localStorage.setItem(DEVICE_FAVORITES_KEY, JSON.stringify(['p-1']));
    await renderProfile(<FavoriteToggle lang="en" productId="p-2" />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    const heart = screen.getByRole('button', { name: 'Remove from favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(DEVICE_FAVORITES_KEY)!)).toEqual(['p-2', 'p-1']);
    await userEvent.click(heart);
    expect(JSON.parse(localStorage.getItem(DEVICE_FAVORITES_KEY)!)).toEqual(['p-1']);
    expect(overlay.getSnapshot()).toBeNull();
    expect(sent.requests()).toEqual([]);
  });

  it('names the product it marks, in the page language', async () => {
    await renderProfile(<FavoriteToggle lang="ru" productId="p-2" productName="Сенча Киото" />, {
      lang: 'ru',
      user: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Добавить Сенча Киото в избранное' }));
    expect(
      screen.getByRole('button', { name: 'Убрать Сенча Киото из избранного' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the mark a guest kept on the device', async () => {
    localStorage.setItem(DEVICE_FAVORITES_KEY, JSON.stringify(['p-2']));
    await renderProfile(<FavoriteToggle lang="en" productId="p-2" />, { user: null });
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('marks a product at once and keeps it in the signed-in user', async () => {
    apiServer.use(
      http.post(apiPath('user/favorites/p-2'), () =>
        HttpResponse.json({ favoriteProducts: ['p-2', 'p-1'] }),
      ),
    );
    const { store } = await renderProfile(<FavoriteToggle lang="pl" productId="p-2" />, {
      lang: 'pl',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj do ulubionych' }));
    const heart = screen.getByRole('button', { name: 'Usuń z ulubionych' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(selectUser(store.getState())?.favoriteProducts).toEqual(['p-2', 'p-1']);
    await waitFor(() => expect(sent.lines()).toEqual(['POST user/favorites/p-2']));
    expect(overlay.getSnapshot()).toBeNull();
  });

  it('unmarks a favorite', async () => {
    apiServer.use(
      http.delete(apiPath('user/favorites/p-1'), () => HttpResponse.json({ favoriteProducts: [] })),
    );
    const { store } = await renderProfile(<FavoriteToggle lang="en" productId="p-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(selectUser(store.getState())?.favoriteProducts).toEqual([]);
    await waitFor(() => expect(sent.lines()).toEqual(['DELETE user/favorites/p-1']));
  });

  it('takes the mark back when the shop refuses', async () => {
    apiServer.use(
      http.post(apiPath('user/favorites/gone'), () => apiError(404, 'PRODUCT_NOT_FOUND')),
    );
    const { store } = await renderProfile(<FavoriteToggle lang="en" productId="gone" />, {
      user: testUser({ favoriteProducts: [] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(
      await screen.findByRole('button', { name: 'Add to favorites', pressed: false }),
    ).toBeVisible();
    expect(selectUser(store.getState())?.favoriteProducts).toEqual([]);
  });
});
