import type { Language } from '@storefront/shared';
import { createElement, type ComponentType, type ReactNode } from 'react';
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

/** Layouts by name; a page that names none gets `default`. */
const LAYOUTS: Record<string, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
};

export function layoutOf(name = 'default'): ComponentType<LayoutProps> {
  const layout = LAYOUTS[name];
  if (!layout) throw new Error(`Unknown layout: ${name}`);
  return layout;
}

/** Renders children in the named layout. */
export function PageLayout({ name, lang, children }: LayoutProps & { name?: string }) {
  return createElement(layoutOf(name), { lang, children });
}
