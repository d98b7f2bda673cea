// The test environment (build/jest-environment.mjs) gives jsdom Node's fetch API. A browser
// resolves a relative URL such as RTK Query's `/api/v1/store` against the page's address; Node's
// Request and fetch refuse it, so here they resolve it against jsdom's address as a browser would.
if (typeof window !== 'undefined') {
  const NodeRequest = globalThis.Request;
  const nodeFetch = globalThis.fetch;
  const onPage = (input: RequestInfo | URL) =>
    typeof input === 'string' ? new URL(input, location.href) : input;
  globalThis.Request = class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(onPage(input), init);
    }
  };
  globalThis.fetch = (input, init) => nodeFetch(onPage(input), init);
}

// jsdom lays nothing out and applies no media query: every query is unmatched (a phone's layout,
// as the styles, written phone first, also are in jsdom).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (media: string) =>
    ({
      media,
      matches: false,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
