import { isOverlayName } from '../contracts/cross-team';
import { createOverlayStore } from './overlay-store';

describe('the overlay store', () => {
  it('opens an overlay by name and closes it', () => {
    const store = createOverlayStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.open('cookie-settings');
    expect(store.getSnapshot()).toBe('cookie-settings');
    store.close();
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells the names of the contracts from any other (an address may carry any)', () => {
    expect(isOverlayName('login')).toBe(true);
    expect(isOverlayName('cookie-settings')).toBe(true);
    expect(isOverlayName('no-such-dialog')).toBe(false);
    expect(isOverlayName('toString')).toBe(false);
  });
});
