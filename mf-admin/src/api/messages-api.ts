import { baseApi } from '@storefront/shared';
import type {
  ContactMessageFilter,
  ContactMessagePage,
  ContactReadInput,
  ContactReplyInput,
  ContactThread,
} from '@storefront/shared/admin';

/**
 * What the inbox says itself rather than in a toast: a change over a newer version (or too many
 * replies, which the API refuses with the same code) and a reply's text refused.
 */
export const MESSAGE_FORM_ERRORS = {
  codes: ['ENTITY_ACTION_NOT_ALLOWED'],
  fields: ['text'],
} as const;

/** The message acted on and the action's body. */
type OnMessage<Body> = { id: string } & Body;

/**
 * The contact form's inbox (`admin/messages`). A change answers the thread as it is now, which
 * replaces the one read; the list is read again after it (its unread count and states).
 */
export const messagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ContactMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMessages: build.query<ContactMessagePage, ContactMessageFilter>({
        query: (params) => ({ url: 'admin/messages', params }),
        providesTags: ['ContactMessages'],
        // New messages come from the storefront: the inbox is read fresh each time it is opened.
        keepUnusedDataFor: 0,
      }),
      getMessage: build.query<ContactThread, string>({
        query: (id) => `admin/messages/${id}`,
        keepUnusedDataFor: 0,
      }),
      markMessage: build.mutation<ContactThread, OnMessage<ContactReadInput>>({
        query: ({ id, ...body }) => ({ url: `admin/messages/${id}/read`, method: 'PUT', body }),
        extraOptions: { shownInForm: MESSAGE_FORM_ERRORS },
        invalidatesTags: ['ContactMessages'],
        onQueryStarted: (input, api) => showThread(input.id, api),
      }),
      replyToMessage: build.mutation<ContactThread, OnMessage<ContactReplyInput>>({
        query: ({ id, ...body }) => ({ url: `admin/messages/${id}/replies`, method: 'POST', body }),
        extraOptions: { shownInForm: MESSAGE_FORM_ERRORS },
        invalidatesTags: ['ContactMessages'],
        onQueryStarted: (input, api) => showThread(input.id, api),
      }),
    }),
  });

/** A change's answer is the thread as it is now: shown at once, without reading it again. */
async function showThread(
  id: string,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ContactThread }> },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) dispatch(messagesApi.util.upsertQueryData('getMessage', id, answer.data));
}

export const {
  useGetMessagesQuery,
  useGetMessageQuery,
  useMarkMessageMutation,
  useReplyToMessageMutation,
} = messagesApi;
