import { TextDecoder, TextEncoder } from 'node:util';
import 'whatwg-fetch';

// jsdom lacks these: react-router needs the encoders, RTK Query's fetchBaseQuery the fetch API
// (whatwg-fetch provides it over jsdom's XMLHttpRequest, so requests stay inside the test).
Object.assign(globalThis, { TextEncoder, TextDecoder });

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
