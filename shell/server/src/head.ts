import type { PageHead } from '@storefront/shared/core';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The head tags of a page, marked so the client replaces them with its own once it renders. */
export function renderHead(head: PageHead, favicon: string): string {
  const tag = (html: string) => html.replace(/^<(\w+)/, '<$1 data-server-head');
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    tag(`<meta ${attribute}="${key}" content="${escapeHtml(content)}">`);
  const lines = [
    tag(`<title>${escapeHtml(head.title)}</title>`),
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    tag(`<link rel="icon" href="${escapeHtml(favicon)}">`),
    ...(head.canonical ? [tag(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`)] : []),
    ...head.alternates.map((alternate) =>
      tag(
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
      ),
    ),
    meta('property', 'og:locale', head.og.locale),
    meta('property', 'og:site_name', head.og.siteName),
    meta('property', 'og:title', head.og.title),
    meta('property', 'og:description', head.og.description),
    meta('property', 'og:type', head.og.type),
    ...(head.og.image ? [meta('property', 'og:image', head.og.image)] : []),
    ...(head.og.url ? [meta('property', 'og:url', head.og.url)] : []),
  ];
  return lines.join('\n    ');
}
