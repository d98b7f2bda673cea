import type { Language, RemoteModule, RemotePages } from '@storefront/shared';

/** The content team's slice: the contact form and the legal pages. */
const remote = {
  name: 'content',
  pages: {
    'contact-us': () => import('./pages/contact-us/contact-page').then((m) => m.contactUsPage),
    'privacy-policy': () => import('./pages/legal/legal-pages').then((m) => m.privacyPolicyPage),
    'terms-and-conditions': () => import('./pages/legal/legal-pages').then((m) => m.termsPage),
  } satisfies RemotePages<'content'>,
  fragments: {},
  overlays: {},
  middleware: {},
  loadMessages: (lang: Language) =>
    import(/* webpackChunkName: "content-[request]" */ `./locales/${lang}/content.json`).then(
      (m) => m.default,
    ),
} satisfies RemoteModule<'content'>;

export default remote;
