import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, createToastStore } from './toast-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const open = (store: ReturnType<typeof createToastStore>) =>
  store
    .getSnapshot()
    .filter((item) => item.open)
    .map((item) => item.title);

describe('the toast store', () => {
  it('keeps at most five toasts open, closing the oldest first', () => {
    const store = createToastStore();
    for (let n = 1; n <= 7; n += 1) store.add({ title: `Toast ${n}` });
    expect(TOAST_LIMIT).toBe(5);
    expect(open(store)).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6', 'Toast 7']);
  });

  it('removes a closed toast 200 ms later, after its exit animation', () => {
    const store = createToastStore();
    const id = store.add({ title: 'Saved' });
    store.close(id);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]!.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('gives defaults and tells its listeners', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.add({ title: 'Hello' });
    expect(store.getSnapshot()[0]).toMatchObject({ type: 'foreground', tone: 'info', open: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses an invalid type, an action without altText and an empty label', () => {
    const store = createToastStore();
    expect(() => store.add({ title: 'x', type: 'sideways' as never })).toThrow(
      'Invalid toast type "sideways": use foreground or background',
    );
    expect(() =>
      store.add({ title: 'x', action: { label: 'Undo', altText: ' ', onClick: () => {} } }),
    ).toThrow('A toast action needs an altText describing what it does');
    expect(() => store.add({ title: '  ' })).toThrow('A toast needs a label: the title is empty');
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

describe('repeated toasts', () => {
  it('merge into the open one with a count, which takes the newest place', () => {
    const store = createToastStore();
    const first = store.add({
      title: 'Added to your cart',
      description: 'Tea × 1',
      tone: 'success',
    });
    store.add({ title: 'Saved' });
    for (let n = 2; n <= 7; n += 1) {
      expect(
        store.add({ title: 'Added to your cart', description: 'Tea × 1', tone: 'success' }),
      ).toBe(first);
    }
    expect(store.getSnapshot().map((item) => [item.title, item.count])).toEqual([
      ['Saved', 1],
      ['Added to your cart', 7],
    ]);
  });

  it('stay apart when anything a shopper reads differs, or the first has closed', () => {
    const store = createToastStore();
    const first = store.add({ title: 'Added to your cart', description: 'Tea × 1' });
    store.add({ title: 'Added to your cart', description: 'Coffee × 1' });
    store.add({ title: 'Added to your cart', description: 'Tea × 1', tone: 'success' });
    expect(store.getSnapshot().map((item) => item.count)).toEqual([1, 1, 1]);
    store.close(first);
    store.add({ title: 'Added to your cart', description: 'Tea × 1' });
    expect(store.getSnapshot().filter((item) => item.open)).toHaveLength(3);
  });

  it('keep the newest action', () => {
    const store = createToastStore();
    const first = jest.fn();
    const second = jest.fn();
    store.add({ title: 'Added', action: { label: 'Checkout', altText: 'Go', onClick: first } });
    store.add({ title: 'Added', action: { label: 'Checkout', altText: 'Go', onClick: second } });
    store.getSnapshot()[0]!.action!.onClick();
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });
});
