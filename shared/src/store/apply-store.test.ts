import { storeApi } from '../api/store-api';
import { DEFAULT_PUBLIC_STORE } from '../contracts/default-store';
import type { PublicStore } from '../contracts/store';
import { makeStore } from '../store/make-store';
import { applyStore } from './apply-store';
import { currencyChosen, resetStore, selectStore, selectStoreError } from './settings-slice';

function storeWith(
  mainInfo: Partial<PublicStore['mainInfo']>,
  currency?: PublicStore['currency'],
): PublicStore {
  return {
    ...DEFAULT_PUBLIC_STORE,
    id: 'store-1',
    mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, ...mainInfo },
    currency: currency ?? {
      PLN: { active: true, rate: 1 },
      EUR: { active: true, rate: 0.23 },
      USD: { active: false, rate: 0.25 },
      UAH: { active: true, rate: 0 },
    },
  };
}

describe('applyStore', () => {
  it('lists the main language first, then the additional storefront languages', () => {
    const applied = applyStore(
      storeWith({ languageCode: 'pl', additionalLanguageCodes: ['en', 'de', 'ua'] }),
      null,
    );
    expect(applied.languages).toEqual(['pl', 'en', 'ua']);
  });

  it('lists the main currency first, then the other active currencies with a valid rate', () => {
    const applied = applyStore(storeWith({ currencyCode: 'PLN' }), null);
    expect(applied.currencies).toEqual(['PLN', 'EUR']);
  });

  it("uses the store's currency only when the visitor has not chosen one", () => {
    expect(applyStore(storeWith({ currencyCode: 'PLN' }), null).currency).toBe('PLN');
    expect(applyStore(storeWith({ currencyCode: 'PLN' }), 'EUR').currency).toBe('EUR');
  });

  it('falls back to the main currency when the chosen one is not offered', () => {
    expect(applyStore(storeWith({ currencyCode: 'PLN' }), 'USD').currency).toBe('PLN');
  });

  it("fails with 'Language not found' when the main language is not a storefront language", () => {
    expect(() => applyStore(storeWith({ languageCode: 'de' }), null)).toThrow('Language not found');
  });
});

describe('store loading and applying in the store', () => {
  const load = (appStore: ReturnType<typeof makeStore>, store: PublicStore) =>
    appStore.dispatch(storeApi.util.upsertQueryData('getStore', undefined, store));

  it('applies a loaded store and keeps a chosen currency', async () => {
    const appStore = makeStore();
    appStore.dispatch(currencyChosen('EUR'));
    await load(
      appStore,
      storeWith({ languageCode: 'ua', additionalLanguageCodes: ['en'], currencyCode: 'PLN' }),
    );
    const state = appStore.getState();
    expect(state.settings.languages).toEqual(['ua', 'en']);
    expect(state.settings.currencies).toEqual(['PLN', 'EUR']);
    expect(state.settings.currency).toBe('EUR');
    expect(selectStore(state).id).toBe('store-1');
  });

  it("records 'Language not found' instead of applying an impossible store", async () => {
    const appStore = makeStore();
    await load(appStore, storeWith({ languageCode: 'fr' }));
    expect(selectStoreError(appStore.getState())).toBe('Language not found');
  });

  it('restores the default public store on reset', async () => {
    const appStore = makeStore();
    await load(appStore, storeWith({ name: 'Loaded' }));
    expect(selectStore(appStore.getState()).mainInfo.name).toBe('Loaded');
    await appStore.dispatch(resetStore());
    expect(selectStore(appStore.getState())).toEqual(DEFAULT_PUBLIC_STORE);
  });
});
