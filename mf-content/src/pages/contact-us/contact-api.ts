import { baseApi } from '@storefront/shared';
import type { ContactMessageInput } from '@storefront/shared/schemas';

export interface ContactMessageReceipt {
  id: string;
  createdAt: string;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactMessageReceipt, ContactMessageInput>({
      query: (body) => ({ url: 'contact-us', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
