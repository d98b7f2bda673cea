/**
 * @jest-environment node
 */
import { firstScriptsOf, type RemoteManifest } from './remote-hints';

const manifest = (publicPath: string, entryPath = ''): RemoteManifest => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: entryPath }, publicPath },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.11111111.js'] } } },
    { path: './remote', assets: { js: { sync: ['expose.22222222.js', '99.33333333.js'] } } },
  ],
});

describe("a remote's first scripts", () => {
  it('lie beside the manifest when the remote finds its public path itself', () => {
    expect(
      firstScriptsOf(manifest('auto'), 'https://cdn.example/catalog/2026-11-20/mf-manifest.json'),
    ).toEqual([
      'https://cdn.example/catalog/2026-11-20/remoteEntry.js',
      'https://cdn.example/catalog/2026-11-20/expose.22222222.js',
      'https://cdn.example/catalog/2026-11-20/99.33333333.js',
    ]);
  });

  it('follow an entry in a folder and an explicit public path', () => {
    expect(
      firstScriptsOf(
        manifest('https://static.example/catalog/', 'entry'),
        'https://cdn.example/catalog/mf-manifest.json',
      ),
    ).toEqual([
      'https://cdn.example/catalog/entry/remoteEntry.js',
      'https://static.example/catalog/expose.22222222.js',
      'https://static.example/catalog/99.33333333.js',
    ]);
  });
});
