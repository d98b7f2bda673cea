import { createAppConfig, createServerConfig } from '@storefront/shared/webpack';

export default (_env, argv) => {
  const app = { dir: import.meta.dirname, kind: 'remote', name: 'admin', mode: argv.mode };
  const browser = createAppConfig({ ...app, port: 3005 });
  // The dev server renders in the browser only; production builds the server build beside it.
  return argv.mode === 'production' ? [browser, createServerConfig(app)] : browser;
};
