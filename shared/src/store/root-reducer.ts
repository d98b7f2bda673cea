import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { authSlice } from './auth-slice';
import { settingsSlice } from './settings-slice';

/**
 * The root reducer every app shares. Remotes add their slices lazily with
 * `slice.injectInto(rootReducer)`; the shell alone creates the store from it.
 */
export const rootReducer = combineSlices(
  baseApi,
  settingsSlice,
  authSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Remotes declare their injected slices by augmenting this interface. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}
