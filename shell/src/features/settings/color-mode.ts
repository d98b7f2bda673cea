import { COLOR_MODES, type ColorMode } from '@storefront/shared';

export const COLOR_MODE_STORAGE_KEY = 'color-mode';

/** The visitor's color mode from local storage; system when none or unreadable. */
export function readColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return (COLOR_MODES as readonly string[]).includes(stored ?? '')
      ? (stored as ColorMode)
      : 'system';
  } catch {
    return 'system';
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}

/** Paints a mode: an explicit one is set on <html>; system leaves it to prefers-color-scheme. */
export function paintColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  if (mode === 'system') delete root.dataset.colorMode;
  else root.dataset.colorMode = mode;
}
