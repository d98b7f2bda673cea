import type { PageHead } from './head';

/**
 * One tag of a page's head, as data: the shell's server writes it into the first HTML
 * (shell/server/src/head.ts) and the browser renders it with React (the shell's Seo).
 */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string };

/** The tag (or tags) of one entry of the head, none when the page's head has no value for it. */
export type HeadTagRule = (head: PageHead) => HeadTag | HeadTag[] | null;

const meta =
  (attribute: 'name' | 'property', key: string, content: (head: PageHead) => string | undefined) =>
  (head: PageHead): HeadTag | null => {
    const value = content(head);
    return value === undefined ? null : { tag: 'meta', attribute, key, content: value };
  };

const link =
  (rel: string, href: (head: PageHead) => string | null) =>
  (head: PageHead): HeadTag | null => {
    const value = href(head);
    return value === null ? null : { tag: 'link', rel, href: value };
  };

/**
 * The tags of every page's head, in the order they are written: the server's first HTML and the
 * browser's head are both made from this list, so a new tag is one entry here.
 */
export const HEAD_TAGS: HeadTagRule[] = [
  (head) => ({ tag: 'title', text: head.title }),
  meta('name', 'description', (head) => head.description),
  meta('name', 'robots', (head) => head.robots),
  link('icon', (head) => head.icon),
  link('canonical', (head) => head.canonical),
  (head) =>
    head.alternates.map(({ hreflang, href }) => ({
      tag: 'link',
      rel: 'alternate',
      hreflang,
      href,
    })),
  meta('property', 'og:locale', (head) => head.og.locale),
  meta('property', 'og:site_name', (head) => head.og.siteName),
  meta('property', 'og:title', (head) => head.og.title),
  meta('property', 'og:description', (head) => head.og.description),
  meta('property', 'og:type', (head) => head.og.type),
  meta('property', 'og:image', (head) => head.og.image),
  meta('property', 'og:url', (head) => head.og.url),
];

/** The tags of a page's head (see HEAD_TAGS). */
export const headTags = (head: PageHead): HeadTag[] =>
  HEAD_TAGS.flatMap((rule) => rule(head) ?? []);
