/**
 * @jest-environment node
 */
import { loadShellConfig } from './config';
import { remoteLocations } from './first-load';

describe('the shell server configuration', () => {
  it('finds each declared remote on its local port unless told otherwise', () => {
    const remotes = remoteLocations(
      loadShellConfig({
        CONTENT_REMOTE_URL: 'https://content.example/v2/mf-manifest.json',
        CONTENT_REMOTE_INTERNAL_URL: 'http://content/mf-manifest.json',
      }),
    );
    expect(remotes).toEqual({
      catalog: {
        url: 'http://localhost:3001/mf-manifest.json',
        internalUrl: 'http://localhost:3001/mf-manifest.json',
      },
      checkout: {
        url: 'http://localhost:3002/mf-manifest.json',
        internalUrl: 'http://localhost:3002/mf-manifest.json',
      },
      profile: {
        url: 'http://localhost:3003/mf-manifest.json',
        internalUrl: 'http://localhost:3003/mf-manifest.json',
      },
      content: {
        url: 'https://content.example/v2/mf-manifest.json',
        internalUrl: 'http://content/mf-manifest.json',
      },
    });
  });

  it("refuses a remote's URL that is not one, naming its variable", () => {
    expect(() => loadShellConfig({ PROFILE_REMOTE_URL: 'profile' })).toThrow(
      /Invalid shell configuration:\n {2}PROFILE_REMOTE_URL: /,
    );
  });
});
