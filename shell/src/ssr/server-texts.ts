import { createI18n, ensureNamespace, type Language, type TeamNamespace } from '@storefront/shared';
import type { i18n as I18n } from 'i18next';

/** What a render's texts are cached by: a map or a weak map of promised instances. */
interface Instances<K> {
  get(key: K): Promise<I18n> | undefined;
  set(key: K, instance: Promise<I18n>): unknown;
  delete(key: K): unknown;
}

/** The instance kept under `key`, made when there is none; one that fails is not kept. */
function kept<K>(instances: Instances<K>, key: K, make: () => Promise<I18n>): Promise<I18n> {
  let instance = instances.get(key);
  if (!instance) {
    instance = make();
    instances.set(key, instance);
    instance.catch(() => instances.delete(key));
  }
  return instance;
}

/** A fixed t as i18next makes it, loosely typed: what is wrapped here is passed through as it is. */
type FixedT = ((...args: unknown[]) => unknown) & {
  lng?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};

/**
 * What a render hands React: a view of the instance with one property of its own (getFixedT, see
 * below), everything else (the bound methods, the options, the store) read through to the
 * instance behind it. react-i18next's useTranslation copies every own property of the instance it
 * is given into a wrapper, once for each component that mounts: once in the browser, but for every
 * component of every render on the server, and an i18next instance has about 40 (its methods,
 * bound to it).
 */
function viewOf(instance: I18n): I18n {
  const view = Object.create(instance) as I18n;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const fixed = new Map<string, FixedT>();
  // Every component's useTranslation asks for a fixed t, and i18next copies its options (about 60
  // entries) for every text it is asked for: both are the same every time for an instance whose
  // texts never change, so each fixed t is made once, and the text of a key asked for alone (no
  // count, no values) is looked up once.
  const remembered = (...args: unknown[]): FixedT => {
    const [lng, ns, keyPrefix, options] = args;
    if (typeof lng !== 'string' || typeof keyPrefix === 'function') return getFixedT(...args);
    const scope = (options as { scopeNs?: unknown } | undefined)?.scopeNs;
    const id = JSON.stringify([lng, ns ?? null, keyPrefix ?? null, scope ?? null]);
    let t = fixed.get(id);
    if (!t) {
      t = remembering(getFixedT(...args));
      fixed.set(id, t);
    }
    return t;
  };
  view.getFixedT = remembered as unknown as I18n['getFixedT'];
  return view;
}

/** A fixed t that looks up the text of a key asked for alone once, and the rest every time. */
function remembering(t: FixedT): FixedT {
  const texts = new Map<string, unknown>();
  const remembered = (...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return t(...args);
    if (!texts.has(key)) texts.set(key, t(key));
    return texts.get(key);
  };
  // What i18next sets on a fixed t (react-i18next reads them).
  return Object.assign(remembered, { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix });
}

/**
 * The texts of the server's renders: an i18next instance per language with the shared
 * namespaces, and one per language and page remote with that remote's namespace too, each made
 * once and shared by every render that needs it. A render never changes its texts (its language
 * is the page's, its namespaces the shell's and its page remote's), so the instance, its
 * resources, plural rules and formatters need not be made per request. A remote is keyed by its
 * module: a new release is a new module, with texts of its own (an old one's instance goes with
 * its module).
 */
export function createServerTexts() {
  const shared = new Map<Language, Promise<I18n>>();
  const withRemote = new Map<Language, WeakMap<TeamNamespace, Promise<I18n>>>();

  return {
    /** The shared namespaces of a language (a page without its remote's texts). */
    shared: (lang: Language): Promise<I18n> =>
      kept(shared, lang, async () => viewOf(await createI18n(lang, { active: false }))),
    /** The shared namespaces of a language and a remote's. */
    withRemote(lang: Language, remote: TeamNamespace): Promise<I18n> {
      let instances = withRemote.get(lang);
      if (!instances) {
        instances = new WeakMap();
        withRemote.set(lang, instances);
      }
      return kept(instances, remote, async () => {
        const instance = await createI18n(lang, { active: false });
        await ensureNamespace(instance, remote, lang);
        return viewOf(instance);
      });
    },
  };
}

export type ServerTexts = ReturnType<typeof createServerTexts>;
