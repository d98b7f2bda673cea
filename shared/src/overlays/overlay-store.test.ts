import { createOverlayStore } from './overlay-store';

describe('the overlay store', () => {
  it('opens a registered overlay by id and closes it', () => {
    const store = createOverlayStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.register('cookie-settings');
    store.open('cookie-settings');
    expect(store.getSnapshot()).toBe('cookie-settings');
    store.close();
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("fails with 'Overlay not found' for an id nobody registered", () => {
    const store = createOverlayStore();
    expect(() => store.open('login')).toThrow('Overlay not found');
    expect(store.getSnapshot()).toBeNull();
  });
});
