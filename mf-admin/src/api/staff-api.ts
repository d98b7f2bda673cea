import { baseApi } from '@storefront/shared';
import type {
  StaffActionInput,
  StaffInvitationInput,
  StaffList,
  StaffMember,
  StaffRoleInput,
} from '@storefront/shared/admin';

/**
 * What the staff dialogs show themselves: a wrong password beside its field, an email taken
 * beside the email, and the refusals of the change itself (the last owner, a newer version, an
 * account gone) in the dialog's own words.
 */
export const STAFF_FORM_ERRORS = {
  codes: [
    'USER_PASSWORD_INCORRECT',
    'USER_ALREADY_EXISTS',
    'USER_CANNOT_BE_UPDATED',
    'USER_CANNOT_BE_DELETED',
    'USER_NOT_FOUND',
    'ENTITY_ACTION_NOT_ALLOWED',
  ],
  fields: ['email', 'role', 'language', 'password'],
} as const;

/** The account acted on and the action's body. */
type OnMember<Body> = { id: string } & Body;

/** The actions on one account besides its role, each a `POST admin/staff/{id}/<action>`. */
export type StaffAction = 'deactivate' | 'reactivate' | 'invitation';

/**
 * The shop's staff accounts (`admin/staff`), for the owner. Every change answers the account as
 * it is now; the list is read again after each, refused or not (a refusal may come from a change
 * someone else made).
 */
export const staffApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Staff', 'StaffSession'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStaff: build.query<StaffList, void>({
        query: () => 'admin/staff',
        providesTags: ['Staff'],
      }),
      inviteStaff: build.mutation<StaffMember, StaffInvitationInput>({
        query: (body) => ({ url: 'admin/staff/invitations', method: 'POST', body }),
        extraOptions: { shownInForm: STAFF_FORM_ERRORS },
        invalidatesTags: (result) => (result ? ['Staff'] : []),
      }),
      changeStaffRole: build.mutation<StaffMember, OnMember<StaffRoleInput>>({
        query: ({ id, ...body }) => ({ url: `admin/staff/${id}/role`, method: 'PUT', body }),
        extraOptions: { shownInForm: STAFF_FORM_ERRORS },
        // The owner's own role may be the one changed: the back office's frame reads it.
        invalidatesTags: ['Staff', 'StaffSession'],
      }),
      staffAction: build.mutation<
        StaffMember,
        OnMember<StaffActionInput> & { action: StaffAction }
      >({
        query: ({ id, action, ...body }) => ({
          url: `admin/staff/${id}/${action}`,
          method: 'POST',
          body,
        }),
        extraOptions: { shownInForm: STAFF_FORM_ERRORS },
        invalidatesTags: ['Staff'],
      }),
    }),
  });

export const {
  useGetStaffQuery,
  useInviteStaffMutation,
  useChangeStaffRoleMutation,
  useStaffActionMutation,
} = staffApi;
