import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '../../src/config/runtime-config';

export interface HtmlParts {
  lang: string;
  head: string;
  config: RuntimeConfig;
  /** Origins of the remotes, for preconnect hints. */
  remoteOrigins: string[];
  /** Manifests the page will need first (the routed page's remote), fetched early. */
  preloadManifests: string[];
}

/** JSON safe to put inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
}

/** A fresh nonce for the page's inline scripts (the CSP allows only those). */
export const createNonce = () => randomBytes(16).toString('base64');

/** Fills the shell's index.html with the page's language, head and runtime configuration. */
export function renderPage(template: string, parts: HtmlParts, nonce: string): string {
  const hints = [
    ...parts.remoteOrigins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
    ...parts.preloadManifests.map(
      (url) => `<link rel="preload" href="${url}" as="fetch" crossorigin>`,
    ),
  ];
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${parts.lang}">`)
    .replace('<!--storefront-head-->', [parts.head, ...hints].join('\n    '))
    .replace(/<script>/g, `<script nonce="${nonce}">`)
    .replace(
      '<!--storefront-config-->',
      `<script nonce="${nonce}">window.__STOREFRONT__=${scriptJson(parts.config)}</script>`,
    );
}

/** The page's Content-Security-Policy: own scripts, the remotes' scripts, and nonce'd inline ones. */
export function contentSecurityPolicy(nonce: string, remoteOrigins: string[]): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${remotes}`,
    // styled-components writes <style> elements.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${remotes}`,
    `connect-src 'self' ${remotes}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
