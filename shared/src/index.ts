// @storefront/shared: the contracts, API client, store root, i18n, theme and UI kit every app
// of the storefront builds on. Shared at run time as a Module Federation singleton.

export * from './core';
export * from './seo/own-seo';
export * from './contracts/remote';
export * from './routing/route-link';
export * from './routing/first-page';
export * from './ssr/site';
export * from './fragments/fragment-props';
export * from './fragments/remote-fragment';
export * from './shell/shell-services';
export * from './catalog/use-price';
export * from './browser/cookies';

export * from './api/base-api';
export * from './api/normalize-error';
export * from './api/store-api';
export * from './api/category-api';
export * from './api/auth-api';

export * from './store/apply-store';
export * from './store/settings-slice';
export * from './store/auth-slice';
export * from './store/auth-cookies';
export * from './store/use-current-user';
export * from './store/root-reducer';
export * from './store/store-types';
export * from './store/make-store';
export * from './store/hooks';

export * from './i18n/create-i18n';
export * from './i18n/completeness';

export * from './toasts/toast-store';
export * from './toasts/error-toast';
export * from './overlays/overlay-store';

export * from './theme/breakpoints';
export * from './theme/palettes';
export * from './theme/theme';
export * from './theme/global-style';

export * from './ui/button';
export * from './ui/foot-bar-clearance';
export * from './ui/layout';
export * from './ui/needs-javascript';
export * from './ui/providers';
export * from './ui/search-box';
