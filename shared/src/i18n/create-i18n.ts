import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../contracts/languages';
import { applyLocalePluralRules } from './plural-rules';

export const SHARED_NAMESPACES = ['common', 'server_error'] as const;
export type Messages = Record<string, unknown>;
export type NamespaceLoader = (lang: Language) => Promise<Messages>;

// One chunk per language, so a visitor downloads only the texts of the page language.
const sharedLoaders: Record<Language, () => Promise<{ common: Messages; server_error: Messages }>> =
  {
    en: () => import(/* webpackChunkName: "i18n-en" */ './locales/en'),
    pl: () => import(/* webpackChunkName: "i18n-pl" */ './locales/pl'),
    ru: () => import(/* webpackChunkName: "i18n-ru" */ './locales/ru'),
    ua: () => import(/* webpackChunkName: "i18n-ua" */ './locales/ua'),
  };

const namespaceLoaders = new Map<string, NamespaceLoader>();
let current: I18n | null = null;

/** The storefront's i18next instance, once createI18n made it (for code outside React). */
export function activeI18n(): I18n | null {
  return current;
}

/** Makes an instance the active one (createI18n does; tests do with theirs). */
export function setActiveI18n(instance: I18n): void {
  current = instance;
}

/** Registers the loader of a team's namespace (a remote registers its own when it loads). */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  namespaceLoaders.set(namespace, loader);
}

/** The namespaces of the teams whose remotes have loaded. */
export const registeredNamespaces = (): string[] => [...namespaceLoaders.keys()];

/** Loads a namespace in a language unless it is there already. */
export async function ensureNamespace(
  i18n: I18n,
  namespace: string,
  lang: Language,
): Promise<void> {
  if (i18n.hasResourceBundle(lang, namespace)) return;
  if ((SHARED_NAMESPACES as readonly string[]).includes(namespace)) {
    const messages = await sharedLoaders[lang]();
    for (const ns of SHARED_NAMESPACES) i18n.addResourceBundle(lang, ns, messages[ns], true, true);
    return;
  }
  const loader = namespaceLoaders.get(namespace);
  if (!loader) throw new Error(`Unknown i18n namespace: ${namespace}`);
  i18n.addResourceBundle(lang, namespace, await loader(lang), true, true);
}

/**
 * Loads every known namespace in a language. A team's namespace that fails to load (its remote is
 * down) does not hold the language back: that remote's slot shows its fallback.
 */
export async function loadLanguage(i18n: I18n, lang: Language): Promise<void> {
  await ensureNamespace(i18n, 'common', lang);
  await Promise.allSettled(
    [...namespaceLoaders.keys()].map((ns) => ensureNamespace(i18n, ns, lang)),
  );
}

/**
 * Creates the storefront's i18next instance with the shared namespaces of one language. Every
 * namespace is complete in every language (a test checks it), so there is no fallback language.
 * The browser's instance becomes the active one; a server makes one per request and keeps
 * `active` off.
 */
export async function createI18n(lang: Language, { active = true } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: [...SHARED_NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLocalePluralRules(instance);
  await ensureNamespace(instance, 'common', lang);
  if (active) setActiveI18n(instance);
  return instance;
}
