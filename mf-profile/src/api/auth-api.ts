import {
  USER_TAGS,
  baseApi,
  showErrorsInForm,
  userSet,
  type AppDispatch,
  type User,
} from '@storefront/shared';
import type {
  ForgotPasswordInput,
  RegisterRequest,
  ResetPasswordInput,
} from '@storefront/shared/schemas';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signing in and registering start a session: the user goes into the auth slice, and the
 * favorites a guest marked on this device go into the account (that code loads once signed in,
 * keeping the dialogs small).
 */
function sessionStarted(dispatch: AppDispatch, user: User) {
  dispatch(userSet(user));
  void import('../features/favorites/merge-device-favorites').then((merge) =>
    merge.mergeDeviceFavorites(dispatch),
  );
}

/**
 * The account dialogs' calls. The session's user and signing out live in the shared auth API
 * (the shell needs them at start and in the header).
 */
export const authDialogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST auth/login`: the user and a new session; 401 for any wrong email or password. */
    login: build.mutation<User, Credentials>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) sessionStarted(dispatch, answer.data);
      },
      invalidatesTags: (result) => (result ? [...USER_TAGS] : []),
    }),
    /** `POST auth/register`: 201 and the user, signed in; 409 USER_ALREADY_EXISTS. */
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) sessionStarted(dispatch, answer.data);
      },
      invalidatesTags: (result) => (result ? [...USER_TAGS] : []),
    }),
    /** `POST auth/forgot-password`: 202 whether the account exists or not. */
    forgotPassword: build.mutation<{ accepted: boolean }, ForgotPasswordInput>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    /** `POST auth/reset-password`: 204; the link's token may be unknown, used or expired. */
    resetPassword: build.mutation<void, ResetPasswordInput>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
  }),
});

// These refusals are the dialogs' to explain, beside the form; others still show a toast.
showErrorsInForm('login', ['ENTITY_UNAUTHORIZED_ACTION']);
showErrorsInForm('register', ['USER_ALREADY_EXISTS']);
showErrorsInForm('resetPassword', [
  'RESET_TOKEN_NOT_FOUND',
  'RESET_TOKEN_INVALID',
  'RESET_TOKEN_EXPIRED',
]);

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authDialogsApi;
