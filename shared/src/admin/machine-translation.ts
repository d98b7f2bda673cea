import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../contracts/languages';
import { currentPassword } from '../schemas/account-fields';
import { typedString } from '../schemas/text';
import { RECORD_TEXT_FIELDS, TRANSLATION_KINDS, type TranslationKind } from './translations';

/*
 * Machine translation of the translations page: texts sent to an OpenAI-compatible
 * chat-completions endpoint that the owner chose, with the owner's API key, and the answers kept
 * as drafts until a person accepts them (by saving them as any text is saved). Messages are
 * translation keys of the back office's `machine.validation` texts.
 */

/** The models a shop may choose; each also by a dated variant (`gpt-4.1-mini-2025-04-14`). */
export const AI_MODELS = ['gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano', 'o3-mini', 'o4-mini'] as const;
export type AiModel = (typeof AI_MODELS)[number];

/** The model a shop starts with: cheap and quick, and good at short shop texts. */
export const DEFAULT_AI_MODEL: AiModel = 'gpt-4.1-mini';

const MODEL_PATTERN = new RegExp(
  `^(?:${AI_MODELS.map((model) => model.replaceAll('.', '\\.')).join('|')})(?:-\\d{4}-\\d{2}-\\d{2})?$`,
);

/** Whether a model name is one of AI_MODELS or a dated variant of one. */
export const isAiModel = (name: string): boolean => MODEL_PATTERN.test(name);

/** The reasoning models (o3-mini, o4-mini) take no temperature. */
export const isReasoningModel = (name: string): boolean => /^o\d/.test(name);

export const MACHINE_TRANSLATION_LIMITS = {
  endpointMax: 500,
  apiKeyMax: 500,
  promptMax: 4000,
  /** The most texts one request translates (each is one call to the endpoint). */
  textsMax: 20,
} as const;

/** One prompt per kind of record: products, categories and the store's texts read differently. */
export const AI_PROMPT_NAMES = TRANSLATION_KINDS;
export type AiPromptName = TranslationKind;

/** What a prompt may name; each is replaced before the prompt is sent. */
export const AI_PROMPT_PLACEHOLDERS = ['{sourceLanguage}', '{targetLanguage}', '{field}'] as const;

/** The languages' names in English, as the prompts give them to the model. */
export const PROMPT_LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pl: 'Polish',
  ru: 'Russian',
  ua: 'Ukrainian',
};

const RULES =
  'Answer with the translation alone: no quotes, no notes, no greeting. Keep the meaning, the tone, numbers, units, brand names, placeholders in braces and line breaks as they are. In Ukrainian, write the apostrophe as ʼ.';

/** The prompts a shop starts with, and returns to on a reset. */
export const DEFAULT_AI_PROMPTS: Record<AiPromptName, string> = {
  product: `You translate an online shop's product texts from {sourceLanguage} into {targetLanguage}. The text is the product's {field}. ${RULES}`,
  category: `You translate the name or description of a category of an online shop from {sourceLanguage} into {targetLanguage}. The text is the category's {field}. ${RULES}`,
  store: `You translate an online shop's own texts (its description, page titles and descriptions for search engines, home page blocks, slides) from {sourceLanguage} into {targetLanguage}. The text is {field}. ${RULES}`,
};

/** Whether the API key is set, and whether it can be read with the server's SECRETS_KEY. */
export const API_KEY_STATES = ['none', 'set', 'unreadable'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];

export interface AiPromptView {
  name: AiPromptName;
  text: string;
  /** Whether it differs from the default (a reset brings the default back). */
  changed: boolean;
  /** Its own version: a prompt is saved at the version it was read at. */
  version: number;
}

/** `GET admin/machine-translation`: everything but the key, of which only whether it is set. */
export interface MachineTranslationView {
  /** The chat-completions base URL (`https://api.openai.com/v1`), null until the owner sets one. */
  endpoint: string | null;
  model: string;
  apiKey: ApiKeyState;
  /** Whether the server can keep a key at all (it has a SECRETS_KEY). */
  keyStorage: boolean;
  prompts: AiPromptView[];
  /** The endpoint's and model's version. */
  version: number;
}

const version = z
  .int('version_invalid')
  .check(z.minimum(1, 'version_invalid'), z.maximum(2_147_483_647, 'version_invalid'));

/** A base URL of http(s) with no user or password in it (those would show wherever it shows). */
const isEndpoint = (value: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
  } catch {
    return false;
  }
};

const endpoint = typedString('endpoint_invalid').check(
  z.trim(),
  z.maxLength(MACHINE_TRANSLATION_LIMITS.endpointMax, 'endpoint_invalid'),
  z.refine(isEndpoint, 'endpoint_invalid'),
);

/** `PUT admin/machine-translation`: the endpoint (null: none) and the model, at the version read. */
export const machineTranslationSettingsSchema = z.object({
  endpoint: z.nullable(endpoint),
  model: z.string('model_invalid').check(z.refine(isAiModel, 'model_invalid')),
  version,
});
export type MachineTranslationSettingsInput = z.input<typeof machineTranslationSettingsSchema>;

/** `PUT admin/machine-translation/key`: a new key (null: removed), with the owner's password. */
export const machineTranslationKeySchema = z.object({
  apiKey: z.nullable(
    z
      .string('api_key_invalid')
      .check(
        z.trim(),
        z.minLength(1, 'api_key_required'),
        z.maxLength(MACHINE_TRANSLATION_LIMITS.apiKeyMax, 'api_key_invalid'),
        z.regex(/^[\x21-\x7e]+$/, 'api_key_invalid'),
      ),
  ),
  password: currentPassword,
});
export type MachineTranslationKeyInput = z.input<typeof machineTranslationKeySchema>;

/** The placeholders a prompt names that it may not (`{price}`). */
export const unknownPlaceholders = (text: string): string[] =>
  (text.match(/\{[^{}\s]*\}/g) ?? []).filter(
    (name) => !(AI_PROMPT_PLACEHOLDERS as readonly string[]).includes(name),
  );

/** `PUT admin/machine-translation/prompts/{name}`: its text (null: the default), at the version read. */
export const aiPromptSchema = z.object({
  text: z.nullable(
    typedString().check(
      z.trim(),
      z.minLength(1, 'prompt_required'),
      z.maxLength(MACHINE_TRANSLATION_LIMITS.promptMax, 'prompt_too_long'),
      z.refine((text) => text.includes('{targetLanguage}'), 'prompt_needs_target'),
      z.refine((text) => unknownPlaceholders(text).length === 0, 'prompt_placeholder_unknown'),
    ),
  ),
  version,
});
export type AiPromptInput = z.input<typeof aiPromptSchema>;

const id = typedString().check(z.minLength(1), z.maxLength(100));

/** A text of the translations page, named as its list names it (without its language). */
const textRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), id, field: z.enum(RECORD_TEXT_FIELDS) }),
  z.object({ kind: z.literal('category'), id, field: z.enum(RECORD_TEXT_FIELDS) }),
  z.object({
    kind: z.literal('store'),
    id,
    field: typedString().check(z.regex(/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+){1,4}$/, 'field_unknown')),
  }),
]);

/** `POST admin/translations/machine`: texts to translate into one language, as drafts. */
export const machineTranslateSchema = z.object({
  language: z.enum(LANGUAGES, 'language_invalid'),
  texts: z
    .array(textRef)
    .check(
      z.minLength(1, 'texts_required'),
      z.maxLength(MACHINE_TRANSLATION_LIMITS.textsMax, 'too_many_texts'),
    ),
});
export type MachineTranslateInput = z.output<typeof machineTranslateSchema>;

/** `POST admin/translations/drafts/discard`: drafts dropped unused. */
export const draftDiscardSchema = z.object({
  texts: z
    .array(z.intersection(textRef, z.object({ language: z.enum(LANGUAGES) })))
    .check(z.minLength(1, 'texts_required'), z.maxLength(200, 'too_many_texts')),
});
export type DraftDiscardInput = z.output<typeof draftDiscardSchema>;

/** A machine's translation of a text, waiting for a person: kept beside the text it is for. */
export interface TranslationDraft {
  text: string;
  model: string;
  createdAt: string;
}

/** A draft as `POST admin/translations/machine` answers it. */
export interface DraftMade extends TranslationDraft {
  kind: TranslationKind;
  id: string;
  field: string;
  language: Language;
}

export interface MachineTranslateResult {
  drafts: DraftMade[];
}
