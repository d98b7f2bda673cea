import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ServerBuild from '@storefront/shell/ssr';
import type { Renderer } from '@storefront/shell/ssr';
import type { ShellConfig } from './config';

interface Log {
  warn: (message: string) => void;
  info: (message: string) => void;
}

/**
 * The shell's renderer, from its server build (webpack, with Module Federation). Without one (no
 * production build, or SSR_BUNDLE empty) pages are sent for the browser to render.
 */
export async function loadRenderer(config: ShellConfig, log: Log): Promise<Renderer | null> {
  if (!config.SSR_BUNDLE || !existsSync(config.SSR_BUNDLE)) {
    log.warn('no server build of the shell: pages are rendered in the browser');
    return null;
  }
  // The server build's entry (src/ssr/index.ts), a CommonJS module.
  const build = createRequire(import.meta.url)(config.SSR_BUNDLE) as typeof ServerBuild;
  const { createRenderer, createServerRemotes } = await build.loadRenderer();
  return createRenderer({
    apiUrl: config.API_URL,
    remotes: createServerRemotes(log),
    projectName: config.PROJECT_NAME,
    layoutFirstAfterMs: config.LAYOUT_FIRST_AFTER_MS,
  });
}
