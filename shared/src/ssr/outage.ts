/**
 * The status of a page or an answer that cannot be given now because something it needs is down
 * (the API, a remote) or too busy: 503, with `Retry-After`, so a crawler comes back rather than
 * indexing a missing page. One value for the shell's server, its render and the browser's checks.
 */
export const OUTAGE_STATUS = 503;
