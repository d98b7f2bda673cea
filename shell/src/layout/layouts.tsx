import { getRoute, type Language, type PageModule, type RouteName } from '@storefront/shared';
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Footer } from './footer';
import { Header } from './header';

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  /* Above the phone's sticky header. */
  z-index: 55;
  &:focus {
    top: 0.5rem;
  }
`;

/**
 * The first stop of the keyboard on every page: to the page's main content, past the cookie banner
 * (when it shows), the header and its navigation.
 */
export function SkipToContent() {
  const { t } = useTranslation();
  return <SkipLink href="#main">{t('header.skip_to_content')}</SkipLink>;
}

const Main = styled.main`
  min-height: 60vh;
`;

export interface LayoutProps {
  lang: Language;
  children: ReactNode;
}

/** The default layout: header, the page, footer (the skip link comes before, see SkipToContent). */
function DefaultLayout({ lang, children }: LayoutProps) {
  return (
    <>
      <Header lang={lang} />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer lang={lang} />
    </>
  );
}

type Layout = ComponentType<LayoutProps>;

/**
 * Layouts other than the default, loaded the first time a page needs one: a shopper's page
 * downloads none of them. `loadLayout` is awaited before the first render of such a page (on
 * the server and before hydrating), so it never suspends there.
 */
const LAYOUT_LOADERS: Record<string, () => Promise<{ default: Layout }>> = {
  admin: () => import(/* webpackChunkName: "admin-layout" */ './admin-layout'),
};

const loaded = new Map<string, Layout>([['default', DefaultLayout]]);
const lazyLayouts = new Map<string, Layout>();

/** Loads a named layout, so a first render finds it at once (the default is always here). */
export async function loadLayout(name = 'default'): Promise<void> {
  if (loaded.has(name)) return;
  const load = LAYOUT_LOADERS[name];
  if (!load) throw new Error(`Unknown layout: ${name}`);
  loaded.set(name, (await load()).default);
}

export function layoutOf(name = 'default'): Layout {
  const layout = loaded.get(name);
  if (layout) return layout;
  const load = LAYOUT_LOADERS[name];
  if (!load) throw new Error(`Unknown layout: ${name}`);
  // Met on a navigation before it was loaded: the page's loading state shows meanwhile.
  let lazyLayout = lazyLayouts.get(name);
  if (!lazyLayout) {
    lazyLayout = lazy(load);
    lazyLayouts.set(name, lazyLayout);
  }
  return lazyLayout;
}

/** The layout of a route's page: the page's own choice, else the route's declared one. */
export function layoutNameOf(route: RouteName, page?: PageModule | null): string | undefined {
  return page?.layout ?? getRoute(route)?.layout;
}

/** The page alone, for a loading state while its layout is still on its way. */
function BareLayout({ children }: LayoutProps) {
  return (
    <Main id="main" tabIndex={-1}>
      {children}
    </Main>
  );
}

/**
 * Renders children in the named layout. A loading state's (`waiting`) never waits for the
 * layout itself: until it is here, it shows without one.
 */
export function PageLayout({
  name,
  lang,
  children,
  waiting = false,
}: LayoutProps & { name?: string; waiting?: boolean }) {
  if (waiting && !loaded.has(name ?? 'default')) {
    void loadLayout(name).catch(() => undefined);
    return createElement(BareLayout, { lang, children });
  }
  return createElement(layoutOf(name), { lang, children });
}
