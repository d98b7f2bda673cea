import { baseApi, type ShownInForm } from '@storefront/shared';
import type {
  AiPromptInput,
  AiPromptName,
  DraftDiscardInput,
  MachineTranslateInput,
  MachineTranslateResult,
  MachineTranslationKeyInput,
  MachineTranslationSettingsInput,
  MachineTranslationView,
} from '@storefront/shared/admin';

/** The machine translation's refusals are said where they happen: in its dialog or form. */
const shownInForm: ShownInForm = {
  codes: [
    'AI_SERVICE_ERROR',
    'AI_SERVICE_NOT_CONFIGURED',
    'AI_SERVICE_NO_API_KEY',
    'AI_PROMPT_NOT_FOUND',
    'USER_PASSWORD_INCORRECT',
    'ENTITY_ACTION_NOT_ALLOWED',
    'ENTITY_BAD_REQUEST',
  ],
};

/**
 * The machine translation (`admin/machine-translation`): its settings, of which the API key only
 * as whether it is set (each save reads them again: every part has a version of its own); texts
 * translated into drafts, and drafts discarded, both of which change what the translations page
 * lists.
 */
export const machineTranslationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['MachineTranslation', 'Translations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMachineTranslation: build.query<MachineTranslationView, void>({
        query: () => 'admin/machine-translation',
        providesTags: ['MachineTranslation'],
      }),
      saveMachineTranslation: build.mutation<
        MachineTranslationView,
        MachineTranslationSettingsInput
      >({
        query: (body) => ({ url: 'admin/machine-translation', method: 'PUT', body }),
        extraOptions: { shownInForm },
        invalidatesTags: ['MachineTranslation'],
      }),
      saveApiKey: build.mutation<MachineTranslationView, MachineTranslationKeyInput>({
        query: (body) => ({ url: 'admin/machine-translation/key', method: 'PUT', body }),
        extraOptions: { shownInForm },
        invalidatesTags: ['MachineTranslation'],
      }),
      saveAiPrompt: build.mutation<MachineTranslationView, AiPromptInput & { name: AiPromptName }>({
        query: ({ name, ...body }) => ({
          url: `admin/machine-translation/prompts/${name}`,
          method: 'PUT',
          body,
        }),
        extraOptions: { shownInForm },
        invalidatesTags: ['MachineTranslation'],
      }),
      machineTranslate: build.mutation<MachineTranslateResult, MachineTranslateInput>({
        query: (body) => ({ url: 'admin/translations/machine', method: 'POST', body }),
        invalidatesTags: ['Translations'],
        extraOptions: { shownInForm },
      }),
      discardDrafts: build.mutation<{ discarded: number }, DraftDiscardInput>({
        query: (body) => ({ url: 'admin/translations/drafts/discard', method: 'POST', body }),
        invalidatesTags: ['Translations'],
      }),
    }),
  });

export const {
  useGetMachineTranslationQuery,
  useSaveMachineTranslationMutation,
  useSaveApiKeyMutation,
  useSaveAiPromptMutation,
  useMachineTranslateMutation,
  useDiscardDraftsMutation,
} = machineTranslationApi;
