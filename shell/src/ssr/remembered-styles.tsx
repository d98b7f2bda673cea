import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

type Stylis = ContextType<typeof StyleSheetContext>['stylis'];

/** How many compiled rule sets are kept per stylis instance (oldest dropped first). */
export const REMEMBERED_RULE_SETS = 4000;

/**
 * A stylis that remembers what it compiled. Each server render collects its styles into a sheet
 * of its own, so styled-components would parse every rule of the page again for every render;
 * the CSS of a component is the same from one render to the next, and so is its compiled form.
 * The whole input is the key, so a rule set whose CSS changes (a dynamic style) is compiled anew.
 */
function remembering(stylis: Stylis): Stylis {
  const compiled = new Map<string, string[]>();
  const remembered: Stylis = Object.assign(
    (css: string, selector?: string, prefix?: string, componentId?: string) => {
      const key = `${componentId ?? ''}\n${selector ?? ''}\n${prefix ?? ''}\n${css}`;
      const known = compiled.get(key);
      if (known) return known;
      const rules = stylis(css, selector, prefix, componentId);
      if (compiled.size >= REMEMBERED_RULE_SETS) {
        compiled.delete(compiled.keys().next().value as string);
      }
      compiled.set(key, rules);
      return rules;
    },
    { hash: stylis.hash },
  );
  return remembered;
}

const rememberingOf = new WeakMap<Stylis, Stylis>();

/**
 * Gives the styled components below it a stylis that remembers across renders (one per stylis
 * instance of the process), over the sheet that collects this render's styles.
 */
export function RememberedStyles({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => {
    let stylis = rememberingOf.get(context.stylis);
    if (!stylis) {
      stylis = remembering(context.stylis);
      rememberingOf.set(context.stylis, stylis);
    }
    return { ...context, stylis };
  }, [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
