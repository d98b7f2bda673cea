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

let current: I18n | null = null;

/** The storefront's i18next instance, once createI18n made it (for code outside React). */
export function activeI18n(): I18n | null {
  return current;
}

/** Makes an instance the active one (createI18n does; tests do with theirs). */
export function setActiveI18n(instance: I18n): void {
  current = instance;
}

/** A team's namespace (its remote's name) and how it loads in a language (`loadMessages`). */
export interface TeamNamespace {
  name: string;
  loadMessages: NamespaceLoader;
}

/**
 * Loads a namespace in a language unless it is there already: a shared one (`common`), or a
 * team's with its loader.
 */
export async function ensureNamespace(
  i18n: I18n,
  namespace: (typeof SHARED_NAMESPACES)[number] | TeamNamespace,
  lang: Language,
): Promise<void> {
  const name = typeof namespace === 'string' ? namespace : namespace.name;
  if (i18n.hasResourceBundle(lang, name)) return;
  if (typeof namespace === 'string') {
    const messages = await sharedLoaders[lang]();
    for (const ns of SHARED_NAMESPACES) i18n.addResourceBundle(lang, ns, messages[ns], true, true);
    return;
  }
  i18n.addResourceBundle(lang, name, await namespace.loadMessages(lang), true, true);
}

/**
 * Loads a language: the shared namespaces and those of the given teams (the remotes loaded so
 * far). A team's namespace that fails to load (its remote is down) does not hold the language
 * back: that remote's slot shows its fallback.
 */
export async function loadLanguage(
  i18n: I18n,
  lang: Language,
  teams: readonly TeamNamespace[],
): Promise<void> {
  await ensureNamespace(i18n, 'common', lang);
  await Promise.allSettled(teams.map((team) => ensureNamespace(i18n, team, lang)));
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
