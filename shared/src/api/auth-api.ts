import type { User } from '../contracts/user';
import { userCleared } from '../store/auth-slice';
import { baseApi } from './base-api';

/** What a session's user may have cached: dropped whenever the user signs in or out. */
export const USER_TAGS = ['User', 'Favorite', 'PromoCode', 'Order'] as const;

/**
 * The auth endpoints the shell needs at start and in the header: the session's user and
 * signing out. The dialogs' endpoints (sign-in, registration, password reset) live in the
 * profile remote.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET auth/me`: the session's user; 401 without a session. */
    getMe: build.query<User | null, void>({
      query: () => 'auth/me',
      providesTags: ['User'],
    }),
    /**
     * `POST auth/logout`: 204; ends the session. The user is cleared only once the API has ended
     * it; a failure shows its error toast and the visitor stays signed in.
     */
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) dispatch(userCleared());
      },
      invalidatesTags: [...USER_TAGS],
    }),
  }),
});

export const { useGetMeQuery, useLogoutMutation } = authApi;
