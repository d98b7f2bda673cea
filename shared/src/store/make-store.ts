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

/** Codes a form may name: the catalogue's, and a request that got no answer (the network). */
export type CodeShownInForm = ErrorCode | 'FETCH_ERROR';

interface ShownInForm {
  codes: Set<string>;
  fields: Set<string>;
}

const errorsShownInForm = new Map<string, ShownInForm>();

/**
 * Names the refusals of a mutation that its form shows itself, so they get no toast: codes it
 * explains (a wrong password in the sign-in dialog; 'FETCH_ERROR' for a lost answer), and fields it shows the API's errors beside
 * (a refusal whose `fields` are all among them is said there). Every other error of the mutation
 * still shows its toast. Calls for the same mutation add up.
 */
export function showErrorsInForm(
  endpointName: string,
  codes: readonly CodeShownInForm[],
  fields: readonly string[] = [],
): void {
  const shown = errorsShownInForm.get(endpointName) ?? { codes: new Set(), fields: new Set() };
  codes.forEach((code) => shown.codes.add(code));
  fields.forEach((field) => shown.fields.add(field));
  errorsShownInForm.set(endpointName, shown);
}

/** Whether the form of the mutation says this error itself (see `showErrorsInForm`). */
function isShownInForm(endpointName: string | undefined, error: Partial<NormalizedError>): boolean {
  const shown = errorsShownInForm.get(endpointName ?? '');
  if (!shown) return false;
  if (error.status === 'FETCH_ERROR' && shown.codes.has('FETCH_ERROR')) return true;
  if (error.status !== 'FETCH_ERROR' && error.code && shown.codes.has(error.code)) return true;
  const refused = Object.keys(error.fields ?? {});
  return refused.length > 0 && refused.every((field) => shown.fields.has(field));
}

/**
 * A failed mutation (something the shopper did) shows its error toast, unless its form shows
 * that error itself. Queries show their errors in the page that asked; aborted requests are never
 * shown.
 */
const mutationErrorToasts: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const { arg } = action.meta as { arg?: { type?: string; endpointName?: string } };
    const error = (action.payload ?? {}) as Partial<NormalizedError>;
    if (arg?.type === 'mutation' && !isShownInForm(arg.endpointName, error)) {
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
