import { getRoute, type Language, type PageModule, type RouteName } from '@storefront/shared';
import { createElement, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Footer } from './footer';
import type * as OtherLayoutsModule from './other-layouts';
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

type OtherLayouts = typeof OtherLayoutsModule;

/**
 * The layouts besides the default (the back office's), in a chunk of their own that a shopper's
 * page never loads. `loadLayout` is awaited before the first render of such a page (on the
 * server and before hydrating), so it never suspends there.
 */
let others: OtherLayouts | null = null;
const loadOthers = () =>
  import(/* webpackChunkName: "other-layouts" */ './other-layouts').then((module) => {
    others = module;
    return module;
  });
const LazyLayout = lazy(() => loadOthers().then((module) => ({ default: module.NamedLayout })));

/** Loads a named layout, so a first render finds it at once (the default is always here). */
export async function loadLayout(name?: string): Promise<void> {
  if (name && name !== 'default') await loadOthers();
}

/** The layout of a route's page: the page's own choice, else the route's declared one. */
export function layoutNameOf(route: RouteName, page?: PageModule | null): string | undefined {
  return page?.layout ?? getRoute(route)?.layout;
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
  if (!name || name === 'default') return <DefaultLayout lang={lang}>{children}</DefaultLayout>;
  if (others) return createElement(others.NamedLayout, { name, lang, children });
  if (!waiting) return createElement(LazyLayout, { name, lang, children });
  void loadOthers();
  return (
    <Main id="main" tabIndex={-1}>
      {children}
    </Main>
  );
}
