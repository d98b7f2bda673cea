/**
 * @jest-environment node
 */
import { loadShellConfig } from './config';
import { remoteLocations } from './remote-releases';

describe('the shell server configuration', () => {
  it("finds each declared remote's release store on its local port unless told otherwise", () => {
    const remotes = remoteLocations(
      loadShellConfig({
        CONTENT_REMOTE_URL: 'https://content.example/v2/mf-manifest.json',
        CONTENT_REMOTE_INTERNAL_URL: 'http://content/v2/mf-manifest.json',
      }),
    );
    expect(remotes).toEqual({
      catalog: {
        url: 'http://localhost:3001/',
        internalUrl: 'http://localhost:3001/',
      },
      checkout: {
        url: 'http://localhost:3002/',
        internalUrl: 'http://localhost:3002/',
      },
      profile: {
        url: 'http://localhost:3003/',
        internalUrl: 'http://localhost:3003/',
      },
      content: {
        url: 'https://content.example/v2/mf-manifest.json',
        internalUrl: 'http://content/v2/mf-manifest.json',
      },
      admin: {
        url: 'http://localhost:3005/',
        internalUrl: 'http://localhost:3005/',
      },
    });
  });

  it("refuses a remote's URL that is not one, naming its variable", () => {
    expect(() => loadShellConfig({ PROFILE_REMOTE_URL: 'profile' })).toThrow(
      /Invalid shell configuration:\n {2}PROFILE_REMOTE_URL: /,
    );
  });

  it('serves metrics on 127.0.0.1:9464 unless told otherwise, 0 for none, and refuses a bad port', () => {
    const defaults = loadShellConfig({});
    expect([defaults.METRICS_HOST, defaults.METRICS_PORT]).toEqual(['127.0.0.1', 9464]);
    // The API's readiness is asked in the background this often (/readyz answers from it).
    expect(defaults.READY_CHECK_SECONDS).toBe(2);
    expect(defaults.SHUTDOWN_GRACE_SECONDS).toBe(10);
    expect(loadShellConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(() => loadShellConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: /);
    expect(() => loadShellConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(
      /SHUTDOWN_GRACE_SECONDS: /,
    );
  });
});
