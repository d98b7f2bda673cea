import { shownPath } from '../routing/shown-path';
import type { SeoInput } from './seo-input';

/** A text of the `common` namespace in the page language (i18next's t, on either side). */
export type CommonText = (key: string, values?: Record<string, unknown>) => string;

/** The heading and description of a page that does not exist, naming its path (cut short). */
export function notFoundTexts(t: CommonText, path: string): { title: string; description: string } {
  return {
    title: t('errors.page_not_found', { path: shownPath(path) }),
    description: t('errors.page_not_found_description'),
  };
}

/**
 * The SEO input of an error, the same from the shell's server and from its error screen: the
 * error's own title and description when it has them (a 404's), else the outage's for a 5xx
 * (something is down), 'Error {status}' for the rest; never indexed. Its head names no address of
 * its own (see headOfPage and ErrorScreen).
 */
export function errorSeo(
  t: CommonText,
  status: number,
  own?: { title: string; description: string },
): SeoInput {
  return {
    title:
      own?.title ?? (status >= 500 ? t('errors.outage_title') : t('errors.seo_title', { status })),
    ogTitle: t('errors.seo_title', { status }),
    description: own?.description ?? t('errors.seo_description'),
    robots: 'noindex, nofollow',
    websitePrefix: true,
  };
}
