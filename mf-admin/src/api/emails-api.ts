import { baseApi } from '@storefront/shared';
import type {
  EmailPreview,
  EmailTemplateDraft,
  EmailTemplateSave,
  EmailTemplateSummary,
  EmailTemplateView,
} from '@storefront/shared/admin';

/** A template's address: its kind and language. */
export interface TemplateKey {
  kind: string;
  language: string;
}

const pathOf = ({ kind, language }: TemplateKey) =>
  `admin/email-templates/${encodeURIComponent(kind)}/${encodeURIComponent(language)}`;

/** What the editor says itself: a template refused, a save over a newer version, no such order. */
export const TEMPLATE_FORM_ERRORS = {
  codes: ['EMAIL_TEMPLATE_CANNOT_BE_UPDATED', 'ENTITY_ACTION_NOT_ALLOWED', 'ORDER_NOT_FOUND'],
  fields: ['subject', 'body', 'orderNumber'],
} as const;

/**
 * The shop's email templates (`admin/email-templates`): a save or a reset answers the template as
 * it is now, which replaces what was read.
 */
export const emailsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['EmailTemplate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getEmailTemplates: build.query<EmailTemplateSummary[], void>({
        query: () => 'admin/email-templates',
        providesTags: ['EmailTemplate'],
      }),
      getEmailTemplate: build.query<EmailTemplateView, TemplateKey>({
        query: pathOf,
        providesTags: (_result, _error, key) => [
          { type: 'EmailTemplate', id: `${key.kind}:${key.language}` },
        ],
      }),
      saveEmailTemplate: build.mutation<EmailTemplateView, TemplateKey & EmailTemplateSave>({
        query: ({ kind, language, ...body }) => ({
          url: pathOf({ kind, language }),
          method: 'PUT',
          body,
        }),
        extraOptions: { shownInForm: TEMPLATE_FORM_ERRORS },
        invalidatesTags: (result) => (result ? ['EmailTemplate'] : []),
      }),
      resetEmailTemplate: build.mutation<EmailTemplateView, TemplateKey & { version: number }>({
        query: ({ kind, language, version }) => ({
          url: `${pathOf({ kind, language })}/reset`,
          method: 'POST',
          body: { version },
        }),
        extraOptions: { shownInForm: TEMPLATE_FORM_ERRORS },
        invalidatesTags: (result) => (result ? ['EmailTemplate'] : []),
      }),
      previewEmailTemplate: build.mutation<EmailPreview, TemplateKey & EmailTemplateDraft>({
        query: ({ kind, language, ...body }) => ({
          url: `${pathOf({ kind, language })}/preview`,
          method: 'POST',
          body,
        }),
        extraOptions: { shownInForm: TEMPLATE_FORM_ERRORS },
      }),
      sendTestEmail: build.mutation<
        EmailPreview & { recipient: string },
        TemplateKey & EmailTemplateDraft
      >({
        query: ({ kind, language, ...body }) => ({
          url: `${pathOf({ kind, language })}/test`,
          method: 'POST',
          body,
        }),
        extraOptions: { shownInForm: TEMPLATE_FORM_ERRORS },
      }),
    }),
  });

export const {
  useGetEmailTemplatesQuery,
  useGetEmailTemplateQuery,
  useSaveEmailTemplateMutation,
  useResetEmailTemplateMutation,
  usePreviewEmailTemplateMutation,
  useSendTestEmailMutation,
} = emailsApi;
