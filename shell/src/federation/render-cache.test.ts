import { createRenderCache, trackSettled } from './render-cache';

describe('the render cache of remote modules', () => {
  it('hands out the same promise while it is pending or fulfilled', async () => {
    const load = jest.fn(async (key: string) => `module ${key}`);
    const cache = createRenderCache(load);
    const first = cache.get('catalog');
    expect(cache.get('catalog')).toBe(first);
    await expect(first).resolves.toBe('module catalog');
    expect(cache.get('catalog')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure for a while, then loads again', async () => {
    jest.useFakeTimers({ now: 0 });
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const cache = createRenderCache<string, string>(load, 10_000);
    await expect(cache.get('content')).rejects.toThrow('down');
    await expect(cache.get('content')).rejects.toThrow('down');
    jest.setSystemTime(10_001);
    await expect(cache.get('content')).resolves.toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });

  it('loads again at once after forget (the retry button)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const cache = createRenderCache<string, string>(load);
    await expect(cache.get('content')).rejects.toThrow('down');
    cache.forget('content');
    await expect(cache.get('content')).resolves.toBe('back');
  });
});

describe('trackSettled', () => {
  it("marks the outcome the way React's use() reads it", async () => {
    const fulfilled = trackSettled(Promise.resolve(42)) as Promise<number> & {
      status?: string;
      value?: number;
    };
    expect(fulfilled.status).toBe('pending');
    await fulfilled;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', value: 42 });

    const error = new Error('no');
    const rejected = trackSettled(Promise.reject(error)) as Promise<never> & {
      status?: string;
      reason?: unknown;
    };
    await rejected.catch(() => undefined);
    expect(rejected).toMatchObject({ status: 'rejected', reason: error });
  });
});
