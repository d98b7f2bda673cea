import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '../../src/config/runtime-config';

/** A file the page will need before its first render, fetched at once with the page. */
export interface Preload {
  href: string;
  as: 'script' | 'fetch';
  /** For fetches: the credentials mode of the request that will use it (or it is fetched twice). */
  crossorigin?: 'anonymous' | 'use-credentials';
}

export interface HtmlParts {
  lang: string;
  head: string;
  config: RuntimeConfig;
  /** Origins of the remotes, for preconnect hints. */
  remoteOrigins: string[];
  preloads: Preload[];
  /** The server-rendered page (the root's HTML) and its data for hydration; empty: the browser renders. */
  body?: string;
  pageData?: string;
}

const preloadTag = ({ href, as, crossorigin }: Preload) =>
  `<link rel="preload" href="${href}" as="${as}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`;

/** JSON safe to put inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
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

/**
 * Fills the shell's index.html with the page's language, head, runtime configuration and, when
 * the server rendered it, the page and its data. (Replacements are functions: page text may hold
 * `$&` and the like, which a replacement string would expand.)
 */
export function renderPage(template: string, parts: HtmlParts): string {
  const hints = [
    ...parts.remoteOrigins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    ...parts.preloads.map(preloadTag),
  ];
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${parts.lang}">`)
    .replace('<!--storefront-head-->', () => [parts.head, ...hints].join('\n    '))
    .replace(
      '<!--storefront-config-->',
      () => `<script>window.__STOREFRONT__=${scriptJson(parts.config)}</script>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${parts.body ?? ''}</div>${parts.pageData ?? ''}`,
    );
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
 * the page's own inline scripts (by hash) and no other.
 */
export function contentSecurityPolicy(scriptHashes: string[], remoteOrigins: string[]): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')} ${remotes} ${ANALYTICS.script}`,
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
