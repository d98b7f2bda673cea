import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra } from '../api/base-api';
import { rootReducer } from './root-reducer';
import type { RootState } from './store-types';

/**
 * Creates a store from the shared root reducer: the shell makes the app's one store with it, and
 * tests make one per test.
 */
export function makeStore(options: { preloadedState?: Partial<RootState>; extra?: ApiExtra } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra ?? {} } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
