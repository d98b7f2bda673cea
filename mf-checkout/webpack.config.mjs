import { createAppConfig } from '@storefront/shared/webpack';

export default (_env, argv) =>
  createAppConfig({
    dir: import.meta.dirname,
    kind: 'remote',
    name: 'checkout',
    port: 3002,
    mode: argv.mode,
  });
