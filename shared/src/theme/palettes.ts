/**
 * Colour roles of every look: primary green, secondary blue, error red and
 * neutral slate, each in a light and a dark version. Values are hex so contrast can be checked.
 */
export interface Palette {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  error: string;
  errorSurface: string;
  success: string;
  background: string;
  surface: string;
  surfaceMuted: string;
  border: string;
  text: string;
  textMuted: string;
  focus: string;
}

export const LOOK_NAMES = ['default', 'market', 'boutique'] as const;
export type LookName = (typeof LOOK_NAMES)[number];

export interface Look {
  name: LookName;
  light: Palette;
  dark: Palette;
  radius: { sm: string; md: string; lg: string };
  fontBody: string;
  fontHeading: string;
}

const slateLight = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  border: '#cbd5e1',
  text: '#0f172a',
  textMuted: '#475569',
};
const slateDark = {
  background: '#020617',
  surface: '#0f172a',
  surfaceMuted: '#1e293b',
  border: '#334155',
  text: '#f1f5f9',
  textMuted: '#94a3b8',
};
const systemFonts = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

export const LOOKS: Record<LookName, Look> = {
  default: {
    name: 'default',
    light: {
      ...slateLight,
      primary: '#15803d',
      primaryHover: '#166534',
      onPrimary: '#ffffff',
      secondary: '#1d4ed8',
      secondaryHover: '#1e40af',
      onSecondary: '#ffffff',
      error: '#b91c1c',
      errorSurface: '#fef2f2',
      success: '#15803d',
      focus: '#2563eb',
    },
    dark: {
      ...slateDark,
      primary: '#4ade80',
      primaryHover: '#86efac',
      onPrimary: '#052e16',
      secondary: '#93c5fd',
      secondaryHover: '#bfdbfe',
      onSecondary: '#172554',
      error: '#f87171',
      errorSurface: '#450a0a',
      success: '#4ade80',
      focus: '#93c5fd',
    },
    radius: { sm: '0.375rem', md: '0.5rem', lg: '1rem' },
    fontBody: systemFonts,
    fontHeading: systemFonts,
  },
  market: {
    name: 'market',
    light: {
      ...slateLight,
      background: '#ffffff',
      primary: '#047857',
      primaryHover: '#065f46',
      onPrimary: '#ffffff',
      secondary: '#0369a1',
      secondaryHover: '#075985',
      onSecondary: '#ffffff',
      error: '#be123c',
      errorSurface: '#fff1f2',
      success: '#047857',
      focus: '#0369a1',
    },
    dark: {
      ...slateDark,
      primary: '#34d399',
      primaryHover: '#6ee7b7',
      onPrimary: '#022c22',
      secondary: '#7dd3fc',
      secondaryHover: '#bae6fd',
      onSecondary: '#082f49',
      error: '#fb7185',
      errorSurface: '#4c0519',
      success: '#34d399',
      focus: '#7dd3fc',
    },
    radius: { sm: '0.125rem', md: '0.25rem', lg: '0.5rem' },
    fontBody: systemFonts,
    fontHeading: `Georgia, 'Times New Roman', serif`,
  },
  boutique: {
    name: 'boutique',
    light: {
      ...slateLight,
      surfaceMuted: '#f8fafc',
      primary: '#166534',
      primaryHover: '#14532d',
      onPrimary: '#ffffff',
      secondary: '#1e40af',
      secondaryHover: '#1e3a8a',
      onSecondary: '#ffffff',
      error: '#991b1b',
      errorSurface: '#fef2f2',
      success: '#166534',
      focus: '#1e40af',
    },
    dark: {
      ...slateDark,
      primary: '#86efac',
      primaryHover: '#bbf7d0',
      onPrimary: '#052e16',
      secondary: '#a5b4fc',
      secondaryHover: '#c7d2fe',
      onSecondary: '#1e1b4b',
      error: '#fca5a5',
      errorSurface: '#450a0a',
      success: '#86efac',
      focus: '#a5b4fc',
    },
    radius: { sm: '1rem', md: '1.5rem', lg: '2rem' },
    fontBody: systemFonts,
    fontHeading: systemFonts,
  },
};

/** The look of a deployment: a project named like a variant gets it, any other the default. */
export function lookOf(projectName: string | undefined): Look {
  const name = projectName?.trim().toLowerCase();
  return (LOOK_NAMES as readonly string[]).includes(name ?? '')
    ? LOOKS[name as LookName]
    : LOOKS.default;
}
