import path from 'node:path';
import { createAppConfig, createServerConfig } from '@storefront/shared/webpack';
import { BuildIdPlugin } from './build/build-id-plugin.mjs';
import { FirstLoadPlugin } from './build/first-load-plugin.mjs';

const dir = import.meta.dirname;

export default (_env, argv) => {
  const browser = createAppConfig({
    dir,
    kind: 'host',
    name: 'shell',
    port: 3000,
    mode: argv.mode,
    runtimePlugins: [path.join(dir, 'src/federation/retry-plugin.ts')],
    // In production the shell's server writes the scripts into each page (see
    // <!--storefront-scripts-->): deferred in the head, or after the images of a page it rendered.
    html: { inject: argv.mode === 'production' ? false : 'head' },
    devServer: { static: { directory: path.join(dir, 'public') } },
  });
  browser.plugins.push(new BuildIdPlugin(), new FirstLoadPlugin());
  if (argv.mode !== 'production') return browser;
  // The renderer of the shell's server (server/dist/ssr): the dev server renders in the browser.
  const server = createServerConfig({
    dir,
    kind: 'host',
    name: 'shell',
    mode: argv.mode,
    entry: './src/ssr/index.ts',
    outputPath: path.join(dir, 'server/dist/ssr'),
    runtimePlugins: [path.join(dir, 'src/ssr/server-fetch-plugin.ts')],
  });
  return [browser, server];
};
