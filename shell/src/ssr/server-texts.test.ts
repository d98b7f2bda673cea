import type { TeamNamespace } from '@storefront/shared';
import { createServerTexts } from './server-texts';

const team = (greeting: string): TeamNamespace => ({
  name: 'catalog',
  loadMessages: jest.fn(async () => ({ greeting })),
});

describe('createServerTexts', () => {
  it('makes the texts of a language once, for every render', async () => {
    const texts = createServerTexts();
    const first = await texts.shared('en');
    expect(await texts.shared('en')).toBe(first);
    expect(first.hasResourceBundle('en', 'common')).toBe(true);
    expect(await texts.shared('pl')).not.toBe(first);
  });

  it('hands React a view with one property of its own (react-i18next copies them per component)', async () => {
    const view = await createServerTexts().shared('en');
    expect(Object.getOwnPropertyNames(view)).toEqual(['getFixedT']);
    expect(view.language).toBe('en');
    expect(view.getFixedT('en', 'common')('errors.seo_title', { status: 404 })).toContain('404');
  });

  it('makes a fixed t once, and gives each text as i18next does, with or without values', async () => {
    const view = await createServerTexts().shared('en');
    const t = view.getFixedT('en', 'common');
    expect(view.getFixedT('en', 'common')).toBe(t);
    expect(view.getFixedT('en', ['common'])).not.toBe(t);
    expect(view.getFixedT('en', 'common', 'errors')).not.toBe(t);
    // What i18next sets on a fixed t, and react-i18next reads.
    expect({ ...t }).toMatchObject({ lng: 'en', ns: 'common' });
    const plain = Object.getPrototypeOf(view).getFixedT('en', 'common');
    for (const key of ['errors.seo_title', 'no.such.key']) {
      expect(t(key)).toBe(plain(key));
      expect(t(key)).toBe(plain(key));
    }
    expect(t('errors.seo_title', { status: 404 })).toBe(plain('errors.seo_title', { status: 404 }));
    expect(t('errors.seo_title', { status: 500 })).toBe(plain('errors.seo_title', { status: 500 }));
    expect(t('errors.seo_title', { status: 404 })).not.toBe(t('errors.seo_title', { status: 500 }));
    expect(view.getFixedT('en', 'common', 'errors')('seo_title', { status: 404 })).toBe(
      plain('errors.seo_title', { status: 404 }),
    );
  });

  it("adds a remote's namespace to an instance of its own, loaded once per language", async () => {
    const texts = createServerTexts();
    const remote = team('Hello');
    const withRemote = await texts.withRemote('en', remote);
    expect(await texts.withRemote('en', remote)).toBe(withRemote);
    expect(remote.loadMessages).toHaveBeenCalledTimes(1);
    expect(withRemote.getFixedT('en', 'catalog')('greeting')).toBe('Hello');
    // The shared instance is left as it was.
    expect((await texts.shared('en')).hasResourceBundle('en', 'catalog')).toBe(false);
  });

  it("gives a remote's new release (a new module) its own texts", async () => {
    const texts = createServerTexts();
    await texts.withRemote('en', team('Hello'));
    const next = await texts.withRemote('en', team('Hi'));
    expect(next.getFixedT('en', 'catalog')('greeting')).toBe('Hi');
  });

  it('tries again after a failure', async () => {
    const texts = createServerTexts();
    const remote: TeamNamespace = {
      name: 'catalog',
      loadMessages: jest
        .fn()
        .mockRejectedValueOnce(new Error('unreachable'))
        .mockResolvedValue({ greeting: 'Hello' }),
    };
    await expect(texts.withRemote('en', remote)).rejects.toThrow('unreachable');
    const instance = await texts.withRemote('en', remote);
    expect(instance.getFixedT('en', 'catalog')('greeting')).toBe('Hello');
  });
});
