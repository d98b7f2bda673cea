import type { Action, ThunkDispatch } from '@reduxjs/toolkit';
import type { rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, Action>;
