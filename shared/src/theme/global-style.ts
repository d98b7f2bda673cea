import { createGlobalStyle } from 'styled-components';
import type { Look } from './palettes';
import { paletteVariables } from './theme';
import { FOOT_BARS_HEIGHT } from '../ui/foot-bar-clearance';

/**
 * Colour variables of the look in both modes. `data-color-mode` on <html> forces a mode; without
 * it (system) the operating system's preference decides.
 */
export const GlobalStyle = createGlobalStyle<{ $look: Look }>`
  :root, [data-color-mode='light'] {
    ${({ $look }) => paletteVariables($look.light)}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-color-mode='light']) {
      ${({ $look }) => paletteVariables($look.dark)}
      color-scheme: dark;
    }
  }
  [data-color-mode='dark'] {
    ${({ $look }) => paletteVariables($look.dark)}
    color-scheme: dark;
  }
  *, *::before, *::after { box-sizing: border-box; }
  /* A bar fixed at the foot of the screen (the cookie banner) never hides what has the focus: the
     browser scrolls a focused element into view above it, and the page's end can come up above
     it (see useFootBarClearance). */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-bottom: ${FOOT_BARS_HEIGHT};
  }
  body {
    margin: 0;
    min-height: 100vh;
    /* The page's end scrolls clear of the bars fixed at the foot of the screen. */
    padding-bottom: ${FOOT_BARS_HEIGHT};
    background: var(--color-background);
    color: var(--color-text);
    font-family: ${({ $look }) => $look.fontBody};
    line-height: 1.5;
  }
  h1, h2, h3 { font-family: ${({ $look }) => $look.fontHeading}; line-height: 1.2; }
  a { color: var(--color-secondary); }
  img { max-width: 100%; display: block; }
  :focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
  button, input, textarea, select { font: inherit; }
`;
