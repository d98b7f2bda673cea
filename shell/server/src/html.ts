import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@storefront/shell/ssr';
import { scriptJson, scriptTags, type PageScripts } from './page-scripts';

export interface HtmlParts {
  lang: string;
  head: string;
  config: RuntimeConfig;
  /** Origins of the remotes, for preconnect hints. */
  remoteOrigins: string[];
  scripts: PageScripts;
}

/**
 * The page around its root element's content: `start` ends by opening the root element, `end`
 * follows its content (closing it). Between `</div>` and `end` go what the server sends after
 * the root (the rest of a streamed page, the page data).
 */
export interface PageFrame {
  start: string;
  end: string;
}

/**
 * CSP sources of the page's inline scripts, by the SHA-256 of their text: the same page gives the
 * same policy, so an unchanged page can be revalidated (ETag, 304) and still run its scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

const ROOT = '<div id="root"></div>';

/**
 * Fills the shell's index.html with the page's language, head and runtime configuration, and cuts
 * it at the root element. (Replacements are functions: page text may hold `$&` and the like,
 * which a replacement string would expand.)
 */
export function pageFrame(template: string, parts: HtmlParts): PageFrame {
  const scripts = scriptTags(parts.scripts);
  const hints = [
    ...parts.remoteOrigins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    ...scripts.hints,
  ];
  const page = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${parts.lang}">`)
    .replace('<!--storefront-head-->', () => [parts.head, ...hints].join('\n    '))
    .replace(
      '<!--storefront-config-->',
      () => `<script>window.__STOREFRONT__=${scriptJson(parts.config)}</script>`,
    )
    .replace('<!--storefront-scripts-->', () => scripts.tags);
  const root = page.indexOf(ROOT);
  return {
    start: page.slice(0, root) + '<div id="root">',
    end: page.slice(root + ROOT.length),
  };
}

/** Hosts of the analytics tags, which load only after the visitor's cookie choice. */
const ANALYTICS = {
  script: 'https://www.googletagmanager.com https://connect.facebook.net',
  connect:
    'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com',
  img: 'https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com',
};

/**
 * The page's Content-Security-Policy: own scripts, the remotes' scripts, the analytics tags, and
 * the page's own inline scripts (by hash) and no other; a streamed page's also those React writes
 * as its content arrives, which carry `nonce`.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  remoteOrigins: string[],
  nonce?: string,
): string {
  const remotes = remoteOrigins.join(' ');
  const inline = [...scriptHashes, ...(nonce ? [`'nonce-${nonce}'`] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inline} ${remotes} ${ANALYTICS.script}`,
    // styled-components writes <style> elements.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${remotes} ${ANALYTICS.img}`,
    `connect-src 'self' ${remotes} ${ANALYTICS.connect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
