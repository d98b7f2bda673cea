import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CLIENT_ROLES, type ClientRole } from '../contracts/enums';
import { isAuthorized, type User } from '../contracts/user';

/**
 * The signed-in user. The API's session is the httpOnly `sid` cookie; this
 * slice is what the storefront knows about it. `loading` is true until the start-up check
 * (`GET auth/me`, or the decision not to ask) has settled.
 */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
}

/** The client-side role: Admin, Owner or Customer, and Customer by default. */
export function clientRoleOf(role: unknown): ClientRole {
  return (CLIENT_ROLES as readonly unknown[]).includes(role) ? (role as ClientRole) : 'Customer';
}

export const initialAuth: AuthState = { user: null, isAuthenticated: false, loading: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuth,
  reducers: {
    /** Setting a user marks the visitor authenticated. */
    userSet(state, action: PayloadAction<User>) {
      state.user = { ...action.payload, role: clientRoleOf(action.payload.role) };
      state.isAuthenticated = true;
      state.loading = false;
    },
    /** Clearing sets the user to none and the flag to false. */
    userCleared(state) {
      state.user = null;
      state.isAuthenticated = false;
      state.loading = false;
    },
    /** The start-up check settled without changing the user (e.g. the API was unreachable). */
    authLoaded(state) {
      state.loading = false;
    },
    /** A product became a favorite: added once. */
    favoriteAdded(state, action: PayloadAction<string>) {
      if (state.user && !state.user.favoriteProducts.includes(action.payload))
        state.user.favoriteProducts.unshift(action.payload);
    },
    favoriteRemoved(state, action: PayloadAction<string>) {
      if (state.user)
        state.user.favoriteProducts = state.user.favoriteProducts.filter(
          (id) => id !== action.payload,
        );
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.isAuthenticated,
    selectAuthLoading: (state) => state.loading,
    /** Staff on the storefront: an id and the Admin or Owner role. */
    selectIsStaff: (state) => isAuthorized(state.user),
  },
});

export const { userSet, userCleared, authLoaded, favoriteAdded, favoriteRemoved } =
  authSlice.actions;
export const { selectUser, selectIsAuthenticated, selectAuthLoading, selectIsStaff } =
  authSlice.selectors;
