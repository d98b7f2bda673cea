import { BREAKPOINTS, media } from './breakpoints';
import type { Look, Palette } from './palettes';

/**
 * The styled-components theme. Colours are CSS variables, so switching the color mode (or the
 * system switching it) repaints without re-rendering React; GlobalStyle defines the variables.
 */
export interface StorefrontTheme {
  look: Look['name'];
  colors: Record<keyof Palette, string>;
  radius: Look['radius'];
  font: { body: string; heading: string };
  breakpoints: typeof BREAKPOINTS;
  media: typeof media;
  shadow: { sm: string; md: string; lg: string };
  layout: { maxWidth: string; gutter: string };
}

const cssName = (key: string) => `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** What is made of a look and its palettes, once: every server render asks for the same. */
const variablesOf = new WeakMap<Palette, string>();
const themes = new WeakMap<Look, StorefrontTheme>();

/** The palette as CSS variables (`--color-text: …;`), made once per palette. */
export function paletteVariables(palette: Palette): string {
  let variables = variablesOf.get(palette);
  if (variables === undefined) {
    variables = Object.entries(palette)
      .map(([key, value]) => `${cssName(key)}: ${value};`)
      .join('\n');
    variablesOf.set(palette, variables);
  }
  return variables;
}

/** The look's theme, made once per look: the same object for every render (and re-render). */
export function createTheme(look: Look): StorefrontTheme {
  let theme = themes.get(look);
  if (!theme) {
    theme = themeOf(look);
    themes.set(look, theme);
  }
  return theme;
}

function themeOf(look: Look): StorefrontTheme {
  const colors = Object.fromEntries(
    Object.keys(look.light).map((key) => [key, `var(${cssName(key)})`]),
  ) as StorefrontTheme['colors'];
  return {
    look: look.name,
    colors,
    radius: look.radius,
    font: { body: look.fontBody, heading: look.fontHeading },
    breakpoints: BREAKPOINTS,
    media,
    shadow: {
      sm: '0 1px 2px rgb(15 23 42 / 0.08)',
      md: '0 4px 12px rgb(15 23 42 / 0.12)',
      lg: '0 12px 32px rgb(15 23 42 / 0.18)',
    },
    layout: { maxWidth: '80rem', gutter: '1rem' },
  };
}
