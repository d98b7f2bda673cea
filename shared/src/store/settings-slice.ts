import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CURRENCY, type ColorMode, type CurrencyCode } from '../contracts/enums';
import { LANGUAGES, type Language } from '../contracts/languages';
import { storeApi } from '../api/store-api';
import { DEFAULT_PUBLIC_STORE } from '../contracts/default-store';
import type { PublicStore } from '../contracts/store';
import { applyStore, type AppliedStore } from './apply-store';

export interface SettingsState {
  languages: Language[];
  currencies: CurrencyCode[];
  currency: CurrencyCode;
  /** True once the visitor picked a currency (kept in the app-currency cookie). */
  currencyChosen: boolean;
  colorMode: ColorMode;
  /** Why the loaded store could not be applied ('Language not found'), if it could not. */
  storeError: string | null;
}

export const initialSettings: SettingsState = {
  languages: [...LANGUAGES],
  currencies: [DEFAULT_CURRENCY],
  currency: DEFAULT_CURRENCY,
  currencyChosen: false,
  colorMode: 'system',
  storeError: null,
};

/** Visitor settings: languages and currencies applied from the store, and the visitor's choices. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    currencyChosen(state, action: PayloadAction<CurrencyCode>) {
      state.currency = action.payload;
      state.currencyChosen = true;
    },
    colorModeChosen(state, action: PayloadAction<ColorMode>) {
      state.colorMode = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Applying the store whenever it loads, or is reset to the default store.
    builder.addMatcher(storeApi.endpoints.getStore.matchFulfilled, (state, action) => {
      try {
        const applied: AppliedStore = applyStore(
          action.payload,
          state.currencyChosen ? state.currency : null,
        );
        Object.assign(state, applied, { storeError: null });
      } catch (error) {
        state.storeError = error instanceof Error ? error.message : String(error);
      }
    });
  },
  selectors: {
    selectCurrency: (state) => state.currency,
    selectCurrencies: (state) => state.currencies,
    selectShopLanguages: (state) => state.languages,
    selectColorMode: (state) => state.colorMode,
    selectChosenCurrency: (state) => (state.currencyChosen ? state.currency : null),
    selectStoreError: (state) => state.storeError,
  },
});

export const { currencyChosen, colorModeChosen } = settingsSlice.actions;
export const {
  selectCurrency,
  selectCurrencies,
  selectShopLanguages,
  selectColorMode,
  selectChosenCurrency,
  selectStoreError,
} = settingsSlice.selectors;

const selectStoreResult = storeApi.endpoints.getStore.select();

/** The loaded store, or the default public store before it loads. */
export const selectStore = (state: {
  api: Parameters<typeof selectStoreResult>[0]['api'];
}): PublicStore => selectStoreResult(state).data ?? DEFAULT_PUBLIC_STORE;

/** True while the store is being fetched. */
export const selectStoreLoading = (state: {
  api: Parameters<typeof selectStoreResult>[0]['api'];
}): boolean => selectStoreResult(state).isLoading;

/** Resetting the store restores the default public store. */
export const resetStore = () =>
  storeApi.util.upsertQueryData('getStore', undefined, DEFAULT_PUBLIC_STORE);
