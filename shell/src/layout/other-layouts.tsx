import { createElement, type ComponentType } from 'react';
import AdminLayout from './admin-layout';
import type { LayoutProps } from './layouts';

/** Layouts by name, besides the default (see PageLayout). */
const LAYOUTS: Record<string, ComponentType<LayoutProps>> = {
  admin: AdminLayout,
};

/** Renders children in a layout of this chunk; an unknown name is a mistake in a declaration. */
export function NamedLayout({ name, ...props }: LayoutProps & { name: string }) {
  const layout = LAYOUTS[name];
  if (!layout) throw new Error(`Unknown layout: ${name}`);
  return createElement(layout, props);
}
