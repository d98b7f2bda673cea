import { createContext, use } from 'react';
import type { ShellWiring } from './shell-wiring';

/** The app's wiring (see createShellWiring), given by App to everything the shell renders. */
export const ShellWiringContext = createContext<ShellWiring | null>(null);

export function useShellWiring(): ShellWiring {
  const wiring = use(ShellWiringContext);
  if (!wiring) throw new Error('The shell is rendered without its wiring (see App)');
  return wiring;
}
