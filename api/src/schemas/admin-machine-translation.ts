import {
  AI_PROMPT_NAMES,
  API_KEY_STATES,
  TRANSLATION_KINDS,
  aiPromptSchema,
  draftDiscardSchema,
  machineTranslateSchema,
  machineTranslationKeySchema,
  machineTranslationSettingsSchema,
} from '@storefront/shared/admin';
import { LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';

/*
 * The machine translation's routes. The bodies are the shared schemas the back office's forms
 * check with; the answers never carry the API key, only whether it is set.
 */

export const machineTranslationSettingsBody = machineTranslationSettingsSchema;
export const machineTranslationKeyBody = machineTranslationKeySchema;
export const aiPromptBody = aiPromptSchema;
export const machineTranslateBody = machineTranslateSchema;
export const draftDiscardBody = draftDiscardSchema;

/** A prompt's name as the path has it; an unknown one is AI_PROMPT_NOT_FOUND, not a 400. */
export const aiPromptParams = z.object({ name: z.string().min(1).max(100) });

export const machineTranslationView = z.object({
  endpoint: z.string().nullable(),
  model: z.string(),
  apiKey: z.enum(API_KEY_STATES),
  keyStorage: z.boolean(),
  prompts: z.array(
    z.object({
      name: z.enum(AI_PROMPT_NAMES),
      text: z.string(),
      changed: z.boolean(),
      version: z.number().int(),
    }),
  ),
  version: z.number().int(),
});

export const machineTranslateResult = z.object({
  drafts: z.array(
    z.object({
      kind: z.enum(TRANSLATION_KINDS),
      id: z.string(),
      field: z.string(),
      language: z.enum(LANGUAGES),
      text: z.string(),
      model: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const draftDiscardResult = z.object({ discarded: z.number().int() });
