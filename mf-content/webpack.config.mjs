import { createAppConfig } from '@storefront/shared/webpack';

export default (_env, argv) =>
  createAppConfig({
    dir: import.meta.dirname,
    kind: 'remote',
    name: 'content',
    port: 3004,
    mode: argv.mode,
  });
