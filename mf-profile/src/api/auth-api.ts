import {
  USER_TAGS,
  baseApi,
  userSet,
  type AppDispatch,
  type ShownInForm,
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

// These refusals are the dialogs' to explain, beside the form; others still show a toast.
const LOGIN_FORM_ERRORS = { codes: ['ENTITY_UNAUTHORIZED_ACTION'] } as const satisfies ShownInForm;

/** An account that exists, and a password the API refuses (a common one), beside its field. */
export const REGISTER_FORM_ERRORS = {
  codes: ['USER_ALREADY_EXISTS'],
  fields: ['password'],
} as const satisfies ShownInForm;

/** A link that is unknown, used or expired, and a password the API refuses. */
export const RESET_FORM_ERRORS = {
  codes: ['RESET_TOKEN_NOT_FOUND', 'RESET_TOKEN_INVALID', 'RESET_TOKEN_EXPIRED'],
  fields: ['password'],
} as const satisfies ShownInForm;

/**
 * The account dialogs' calls. The session's user and signing out live in the shared auth API
 * (the shell needs them at start and in the header).
 */
export const authDialogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST auth/login`: the user and a new session; 401 for any wrong email or password. */
    login: build.mutation<User, Credentials>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
      extraOptions: { shownInForm: LOGIN_FORM_ERRORS },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) sessionStarted(dispatch, answer.data);
      },
      invalidatesTags: (result) => (result ? [...USER_TAGS] : []),
    }),
    /** `POST auth/register`: 201 and the user, signed in; 409 USER_ALREADY_EXISTS. */
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
      extraOptions: { shownInForm: REGISTER_FORM_ERRORS },
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
      extraOptions: { shownInForm: RESET_FORM_ERRORS },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authDialogsApi;
