import {
  addListener,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
  type Middleware,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra, type ApiMeta } from '../api/base-api';
import { showErrorToast } from '../toasts/error-toast';
import { rootReducer } from './root-reducer';
import type { AppDispatch, RootState } from './store-types';

/**
 * A failed mutation (something the shopper did) shows its error toast, unless its form shows
 * that error itself (the endpoint's `shownInForm`). Queries show their errors in the page that
 * asked; aborted requests are never shown.
 */
const mutationErrorToasts: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const { arg, baseQueryMeta } = action.meta as {
      arg?: { type?: string };
      baseQueryMeta?: ApiMeta;
    };
    if (arg?.type === 'mutation' && !baseQueryMeta?.shownInForm) {
      showErrorToast(action.payload);
    }
  }
  return next(action);
};

/**
 * Creates a store from the shared root reducer: the shell makes the app's one store with it, and
 * tests make one per test.
 */
export function makeStore(options: { preloadedState?: Partial<RootState>; extra?: ApiExtra } = {}) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.extra ?? {} } })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware, mutationErrorToasts),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * Adds a listener to the store that receives the action, e.g. in a remote's `setup`:
 * `dispatch(addAppListener({ predicate, effect }))` (the cart saving itself).
 */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
