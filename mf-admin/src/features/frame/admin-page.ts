import type { PageModule, PageProps } from '@storefront/shared';
import type { ComponentType } from 'react';
import type { Section } from './sections';

/**
 * A page of the back office: for the shop's staff only (the `staff` middleware), rendered in
 * the browser only (its route is private), titled in the page language, never indexed.
 */
export function adminPage(
  section: Section,
  Component: ComponentType<PageProps>,
  prefetch?: PageModule['prefetch'],
): PageModule {
  return {
    Component,
    head: ({ t }) => ({ title: t(`nav.${section.key}`), websitePrefix: true }),
    middleware: ['staff'],
    prefetch,
  };
}
