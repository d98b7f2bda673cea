import type { Language, RemoteModule } from '@storefront/shared';

/**
 * The profile team's slice. Its pages, auth overlays and fragments (AccountMenu, FavoriteToggle)
 * ship with the profile issue; until then it provides none, and the shell routes none of its paths.
 */
const remote = {
  name: 'profile',
  pages: {},
  widgets: {},
  overlays: {},
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "profile-[request]" */ `./locales/${lang}/profile.json`).then(
      (m) => m.default,
    ),
} satisfies RemoteModule;

export default remote;
