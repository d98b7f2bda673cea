import { createAppConfig } from '@storefront/shared/webpack';

export default (_env, argv) =>
  createAppConfig({
    dir: import.meta.dirname,
    kind: 'remote',
    name: 'catalog',
    port: 3001,
    mode: argv.mode,
  });
