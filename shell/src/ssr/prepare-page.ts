import {
  ownerOf,
  ensureNamespace,
  shownPath,
  type AppStore,
  type PageModule,
  type RouteMatch,
} from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import type { ShellWiring } from '../app/shell-wiring';
import { runPageCheck } from '../routing/page-check';
import type { PreparedPage } from '../routing/prepared-page';
import { withDeadline } from './deadline';
import { uncheckedPage } from './outage';

export type PagePreparation =
  | { redirect: string }
  | {
      /** 200, or the status the page's check decided (404), or 404 for a page not provided. */
      status: number;
      /** Its `page` is null when it is not rendered here (its remote could not be had in time). */
      prepared: PreparedPage;
    };

interface PrepareContext {
  /** This render's wiring: its remotes are set up into this render's store. */
  wiring: ShellWiring;
  store: AppStore;
  i18n: I18n;
  /** The page's URL: path and query. */
  url: string;
  /** When the page's data must be in (a timestamp). */
  until: number;
}

const remaining = (until: number) => Math.max(until - Date.now(), 0);

/** The page's module from its remote's server build: null when it cannot be had in time. */
async function pageModuleOf(
  match: RouteMatch,
  { wiring, i18n, until }: PrepareContext,
): Promise<PageModule | null | 'missing'> {
  const owner = ownerOf(match.route.name);
  if (!owner) return 'missing';
  const remote = await wiring.remote(owner).catch(() => null);
  if (!remote) return null;
  const loader = remote.pages[match.route.name];
  if (!loader) return 'missing';
  const [page] = await withDeadline(
    Promise.all([loader(), ensureNamespace(i18n, remote, match.lang)]),
    remaining(until),
  ).catch(() => [null] as const);
  return page;
}

/**
 * Loads a routed page of a remote and runs its middleware and validity check, which decide its
 * status (or a redirect); the check starts the page's data requests too. A check with no answer by
 * the deadline makes the page unavailable (503), never an empty 200. A page about one person is
 * not checked here: the browser checks and renders it.
 */
export async function preparePage(
  match: RouteMatch,
  context: PrepareContext,
): Promise<PagePreparation> {
  const found = await pageModuleOf(match, context);
  const page = found === 'missing' ? null : found;
  const prepared: PreparedPage = { url: context.url, page, check: undefined };
  // A page its remote does not provide (an older remote deployed) does not exist.
  if (found === 'missing') return { status: 404, prepared };
  if (!page || page.personal) return { status: 200, prepared };
  const { store, url, until, wiring } = context;
  prepared.check = await withDeadline(
    runPageCheck(
      page,
      {
        dispatch: store.dispatch,
        getState: store.getState,
        lang: match.lang,
        params: match.params,
        search: new URL(url, 'http://shell.local').searchParams,
        routeName: match.route.name,
        path: url,
      },
      wiring.middleware,
    ),
    remaining(until),
  ).catch(() => uncheckedPage(shownPath(url)));
  const { check } = prepared;
  if (check && 'redirect' in check) return { redirect: check.redirect };
  return { status: check && 'error' in check ? check.error.status : 200, prepared };
}
