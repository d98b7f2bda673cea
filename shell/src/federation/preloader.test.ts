import { createPreloader } from './preloader';

describe('route preloading', () => {
  it('runs at most four preloads at once and each path once', async () => {
    const releases: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const preload = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          releases.push(() => {
            running -= 1;
            resolve();
          });
        }),
    );
    const preloadPath = createPreloader(preload);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f', '/a']) preloadPath(path);
    expect(preload).toHaveBeenCalledTimes(4);

    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(preload).toHaveBeenCalledTimes(6);
    expect(most).toBe(4);
  });

  it('goes on after a failed preload', async () => {
    const preload = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const preloadPath = createPreloader(preload, 1);
    preloadPath('/a');
    preloadPath('/b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
