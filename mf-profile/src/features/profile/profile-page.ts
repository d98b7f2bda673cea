import {
  selectAuthLoading,
  selectIsAuthenticated,
  type PageModule,
  type PageProps,
} from '@storefront/shared';
import type { ComponentType } from 'react';
import type { ProfileSection } from './profile-sections';

/**
 * A page of the profile: for signed-in customers only (the `auth` middleware sends guests to the
 * sign-in dialog and back) unless `openToGuests` (the page shows a guest what the device keeps),
 * rendered in the browser only (its route is declared private), titled in the page language and
 * never indexed.
 */
export function profilePage(
  section: ProfileSection,
  Component: ComponentType<PageProps>,
  prefetch?: PageModule['prefetch'],
  { openToGuests = false }: { openToGuests?: boolean } = {},
): PageModule {
  return {
    Component,
    head: ({ t }) => ({
      title: t(`pages.${section}`),
      websitePrefix: true,
    }),
    middleware: openToGuests ? [] : ['auth'],
    // A known guest is on the way to sign in: asking for their data would only be refused.
    prefetch: prefetch
      ? (context) => {
          const mayBeSignedIn = context.dispatch(
            (_dispatch, getState) =>
              selectAuthLoading(getState()) || selectIsAuthenticated(getState()),
          );
          return mayBeSignedIn ? prefetch(context) : undefined;
        }
      : undefined,
  };
}
