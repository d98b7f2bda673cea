import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReloadForChunk } from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('the chunk-reload guard', () => {
  it('reloads once per path in ten seconds', () => {
    const storage = memoryStorage();
    expect(mayReloadForChunk('/en/contact-us', 1_000, storage)).toBe(true);
    expect(mayReloadForChunk('/en/contact-us', 1_000 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(
      false,
    );
    expect(mayReloadForChunk('/en/privacy-policy', 2_000, storage)).toBe(true);
    expect(mayReloadForChunk('/en/contact-us', 1_000 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(true);
  });

  it('recognises chunk failures, also when they are the cause of another error', () => {
    const chunk = Object.assign(
      new Error('Loading chunk 862 failed.\n(error: /assets/862.abcd1234.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Remote "content" is unavailable', { cause: chunk }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Failed to get manifest. #RUNTIME-003'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
