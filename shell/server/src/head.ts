import { headTags, type HeadTag, type PageHead } from '@storefront/shared/core';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One tag, marked so the client replaces it with its own once it renders. */
function tagHtml(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title data-server-head>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta data-server-head ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`;
    case 'link': {
      const hreflang = tag.hreflang ? ` hreflang="${escapeHtml(tag.hreflang)}"` : '';
      return `<link data-server-head rel="${escapeHtml(tag.rel)}"${hreflang} href="${escapeHtml(tag.href)}">`;
    }
  }
}

/** The head tags of a page (headTags: the same the browser renders), as HTML. */
export function renderHead(head: PageHead): string {
  return headTags(head).map(tagHtml).join('\n    ');
}
