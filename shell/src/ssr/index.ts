// The entry of the shell's server build: the federation async boundary (shared libraries are
// negotiated before any of the renderer's code runs), then the renderer for the HTTP server.
export const loadRenderer = () => import('./renderer');
