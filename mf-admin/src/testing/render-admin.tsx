import { makeStore, userSet, type Language, type PublicStore, type User } from '@storefront/shared';
import { renderWithLoadedStore, testUser } from '@storefront/shared/testing';
import type { ReactElement } from 'react';
import en from '../locales/en';
import pl from '../locales/pl';
import ru from '../locales/ru';
import ua from '../locales/ua';

const MESSAGES = { en, pl, ru, ua };

interface RenderOptions {
  lang?: Language;
  /** The signed-in staff member (the fake API's `admin/session` answers for them). */
  user?: User | null;
  route?: string;
  /** The shop every page has (the test shop unless given). */
  publicStore?: PublicStore;
}

/**
 * Renders back-office UI in a store set up as the shell sets it up: a loaded shop, a signed-in
 * user and the admin namespace. What the page asks the API is answered by the fake API of
 * `@storefront/shared/testing/api` (`apiServer.use(...)` for the answers a test needs).
 */
export async function renderAdmin(
  ui: ReactElement,
  {
    lang = 'en',
    user = testUser({ role: 'Owner', staffRole: 'OWNER' }),
    route,
    publicStore,
  }: RenderOptions = {},
) {
  const appStore = makeStore();
  if (user) appStore.dispatch(userSet(user));
  return renderWithLoadedStore(ui, {
    store: appStore,
    lang,
    route,
    ...(publicStore ? { publicStore } : {}),
    namespaces: { admin: MESSAGES[lang] },
  });
}
