/** Screen widths in px. */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media queries from a width up: `${media.md} { ... }` in styled-components. */
export const media = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, width]) => [name, `@media (min-width: ${width}px)`]),
) as Record<Breakpoint, string>;
