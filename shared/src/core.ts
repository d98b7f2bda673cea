// @storefront/shared/core: the framework-free part of the package (contracts, routes, the SEO
// head), for servers: the API and the shell server import this, never the React barrel.

export * from './contracts/enums';
export * from './contracts/languages';
export * from './contracts/countries';
export * from './contracts/store';
export * from './contracts/default-store';
export * from './contracts/errors';
export * from './contracts/contact';
export * from './contracts/user';
export * from './teams/teams';
export * from './contracts/cross-team';
export * from './routing/routes';
export * from './routing/shown-path';
export * from './routing/detect-language';
export * from './routing/language-prefix';
export * from './routing/normal-path';
export * from './ssr/bots';
export * from './contracts/cookies';
export * from './ssr/outage';
export * from './ssr/consent';
export * from './ssr/cache-tags';
export * from './i18n/apostrophe';
export * from './i18n/localized-text';
export * from './i18n/schedule-format';
export * from './seo/seo-input';
export * from './seo/head';
export * from './seo/page-seo';
export * from './seo/head-tags';
export * from './seo/error-seo';
export * from './contracts/catalog';
export * from './contracts/order';
export * from './contracts/payment';
export * from './contracts/images';
export * from './contracts/version';
export * from './catalog/format-price';
export * from './catalog/image-sources';
