import {
  __clearRemoteModules,
  __registeredEntry,
  __setRemoteModule,
} from '@module-federation/enhanced/runtime';
import { apiServer, setUpFakeApi } from '@storefront/shared/testing/api';
import { http, HttpResponse } from 'msw';
import { defaultRemotes } from '../config/runtime-config';
import { RemoteUnavailableError, loadFederatedRemote, registerStorefrontRemotes } from './remotes';

const POINTER = 'http://localhost:3004/live.json';
const CONTENT = { default: { name: 'content', pages: {}, fragments: {}, overlays: {} } };

setUpFakeApi();
afterEach(() => __clearRemoteModules());

describe("the browser's remotes", () => {
  it('registers the release each page names, as the page names it', () => {
    const remotes = {
      ...defaultRemotes(),
      catalog: 'http://localhost:3001/releases/aaaaaaaaaaaa/mf-manifest.json',
    };
    registerStorefrontRemotes({ remotes });
    expect(__registeredEntry('catalog')).toBe(remotes.catalog);
  });

  it("reads a store's pointer the server could not read, and registers its live release", async () => {
    let answer = () => HttpResponse.json({ error: 'down' }, { status: 503 });
    apiServer.use(http.get(POINTER, () => answer()));
    __setRemoteModule('content/remote', CONTENT);
    registerStorefrontRemotes({ remotes: { ...defaultRemotes(), content: POINTER } });
    expect(__registeredEntry('content')).toBeUndefined();

    // The store down: the remote is unavailable (its fallback shows), and nothing is registered.
    await expect(loadFederatedRemote('content')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(__registeredEntry('content')).toBeUndefined();

    // Back: the next load reads the pointer again and loads the live release.
    answer = () => HttpResponse.json({ release: 'bbbbbbbbbbbb', previous: null });
    await expect(loadFederatedRemote('content')).resolves.toBe(CONTENT.default);
    expect(__registeredEntry('content')).toBe(
      'http://localhost:3004/releases/bbbbbbbbbbbb/mf-manifest.json',
    );
  });
});
