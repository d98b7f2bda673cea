// The entry of the shell's server build: the federation async boundary (shared libraries are
// negotiated before any of the renderer's code runs), then the renderer for the HTTP server.
//
// It is also the one face of shell/src the shell's HTTP server (shell/server) sees, by the name
// @storefront/shell/ssr (shell/tsconfig.json), and only its types: the HTTP server is a bundle of
// its own and loads this build at run time, so a value imported from here would be a second copy.
export const loadRenderer = () => import('./renderer');

export type { RenderInputs, RenderRequest, RenderedPage } from './render-request';
export type { Renderer } from './renderer';
export type { RuntimeConfig } from '../config/runtime-config';
