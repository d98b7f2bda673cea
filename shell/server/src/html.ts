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

/** Hosts of the analytics tags, which load only after the visitor's cookie choice. */
const ANALYTICS = {
  script: 'https://www.googletagmanager.com https://connect.facebook.net',
  connect:
    'https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com',
  img: 'https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com',
};

/**
 * The page's Content-Security-Policy: own scripts, the remotes' scripts, the analytics tags, and
 * inline scripts only with this response's nonce.
 */
export function contentSecurityPolicy(nonce: string, remoteOrigins: string[]): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${remotes} ${ANALYTICS.script}`,
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
