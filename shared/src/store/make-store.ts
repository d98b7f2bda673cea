import {
  addListener,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
  type Middleware,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra } from '../api/base-api';
import type { NormalizedError } from '../api/normalize-error';
import type { ErrorCode } from '../contracts/errors';
import { showErrorToast } from '../toasts/error-toast';
import { rootReducer } from './root-reducer';
import type { AppDispatch, RootState } from './store-types';

const errorsShownInForm = new Map<string, ReadonlySet<string>>();

/**
 * Names errors of a mutation that its form shows itself, beside the fields (a wrong password in
 * the sign-in dialog): those get no toast; every other error of the mutation still does.
 */
export function showErrorsInForm(endpointName: string, codes: readonly ErrorCode[]): void {
  errorsShownInForm.set(endpointName, new Set(codes));
}

/**
 * A failed mutation (something the shopper did) shows its error toast, unless its form shows
 * that error itself. Queries show their errors in the page that asked; aborted requests are never
 * shown.
 */
const mutationErrorToasts: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const { arg } = action.meta as { arg?: { type?: string; endpointName?: string } };
    const code = (action.payload as Partial<NormalizedError> | undefined)?.code;
    const inForm = errorsShownInForm.get(arg?.endpointName ?? '')?.has(code ?? '');
    if (arg?.type === 'mutation' && !inForm) showErrorToast(action.payload);
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
