import {
  ownerOf,
  PRIVATE_ROUTES,
  shownPath,
  type AppStore,
  type PageModule,
  type RouteMatch,
} from '@storefront/shared';
import type { i18n as I18n } from 'i18next';
import type { ShellWiring } from '../app/wiring-context';
import { runPageCheck } from '../routing/page-check';
import type { PreparedPage } from '../routing/prepared-page';
import { withDeadline } from './deadline';
import { uncheckedPage } from './outage';
import type { ServerTexts } from './server-texts';

export type PagePreparation =
  | { redirect: string }
  | {
      /** 200, or the status the page's check decided (404), or 404 for a page not provided. */
      status: number;
      /** Its `page` is null when it is not rendered here (its remote could not be had in time). */
      prepared: PreparedPage;
      /** The texts of the page's remote with the shared ones; null without its page. */
      i18n: I18n | null;
    };

interface PrepareContext {
  /** This render's wiring: its remotes are set up into this render's store. */
  wiring: ShellWiring;
  store: AppStore;
  texts: ServerTexts;
  /** The page's URL: path and query. */
  url: string;
  /** When the page's data must be in (a timestamp). */
  until: number;
}

const remaining = (until: number) => Math.max(until - Date.now(), 0);

/**
 * The page's module from its remote's server build, with the remote's texts: both null when they
 * cannot be had in time.
 */
async function pageModuleOf(
  match: RouteMatch,
  { wiring, texts, until }: PrepareContext,
): Promise<{ page: PageModule | null; i18n: I18n | null } | 'missing'> {
  const owner = ownerOf(match.route.name);
  if (!owner) return 'missing';
  const remote = await wiring.remote(owner).catch(() => null);
  if (!remote) return { page: null, i18n: null };
  const loader = remote.pages[match.route.name];
  if (!loader) return 'missing';
  const [page, i18n] = await withDeadline(
    Promise.all([loader(), texts.withRemote(match.lang, remote)]),
    remaining(until),
  ).catch(() => [null, null] as const);
  return { page, i18n };
}

/**
 * Loads a routed page of a remote and runs its middleware and validity check, which decide its
 * status (or a redirect); the check starts the page's data requests too. A check with no answer by
 * the deadline makes the page unavailable (503), never an empty 200. A page about one person (a
 * private route's) is not checked here: the browser checks and renders it.
 */
export async function preparePage(
  match: RouteMatch,
  context: PrepareContext,
): Promise<PagePreparation> {
  const found = await pageModuleOf(match, context);
  const { page, i18n } = found === 'missing' ? { page: null, i18n: null } : found;
  const prepared: PreparedPage = { url: context.url, page, check: undefined };
  // A page its remote does not provide (an older remote deployed) does not exist.
  if (found === 'missing') return { status: 404, prepared, i18n };
  if (!page || PRIVATE_ROUTES.has(match.route.name)) return { status: 200, prepared, i18n };
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
  return { status: check && 'error' in check ? check.error.status : 200, prepared, i18n };
}
