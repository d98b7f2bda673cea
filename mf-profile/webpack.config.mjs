import { createAppConfig } from '@storefront/shared/webpack';

export default (_env, argv) =>
  createAppConfig({
    dir: import.meta.dirname,
    kind: 'remote',
    name: 'profile',
    port: 3003,
    mode: argv.mode,
  });
