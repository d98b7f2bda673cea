import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  aiPromptBody,
  aiPromptParams,
  draftDiscardBody,
  draftDiscardResult,
  machineTranslateBody,
  machineTranslateResult,
  machineTranslationKeyBody,
  machineTranslationSettingsBody,
  machineTranslationView,
} from '../../schemas/admin-machine-translation';
import { SESSION_COOKIE } from '../../services/accounts/sessions';
import { ServiceCallError } from '../../services/machine-translation/chat-client';
import {
  readMachineTranslation,
  saveAiPrompt,
  saveApiKey,
  saveMachineTranslation,
} from '../../services/machine-translation/settings';
import { discardDrafts, machineTranslate } from '../../services/machine-translation/translate';
import { authRateLimit } from '../auth/rate-limit';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * Machine translation of the translations page: its settings (the endpoint and model, the API key
 * and the prompts), texts translated into drafts, and drafts discarded. A draft is accepted by
 * saving its text on the translations page (`POST admin/translations`), as any text is saved.
 */
export const adminMachineTranslationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/admin/machine-translation',
    {
      config: { permission: 'translations.machine' },
      schema: {
        tags,
        security,
        summary:
          'The machine translation: endpoint, model, prompts, and whether an API key is set (never the key)',
        response: { 200: machineTranslationView },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readMachineTranslation(app.db, app.secretsKey);
    },
  );

  app.put(
    '/admin/machine-translation',
    {
      config: { permission: 'machine-translation.configure' },
      schema: {
        tags,
        security,
        summary:
          'Set where the texts are sent (an OpenAI-compatible chat-completions base URL, null: none) and the model, at the version read (409 with what changed since)',
        body: machineTranslationSettingsBody,
        response: { 200: machineTranslationView },
      },
    },
    async (request) =>
      saveMachineTranslation(app.db, await request.actor(), request.body, app.secretsKey),
  );

  app.put(
    '/admin/machine-translation/key',
    {
      // The owner's password is asked again, so this is limited as the sign-in is.
      config: { permission: 'machine-translation.configure', ...authRateLimit(config) },
      schema: {
        tags,
        security,
        summary:
          'Set the API key (null: remove it), with the owner’s password (400 USER_PASSWORD_INCORRECT); stored encrypted with the server’s SECRETS_KEY (409 AI_SERVICE_NOT_CONFIGURED without one)',
        body: machineTranslationKeyBody,
        response: { 200: machineTranslationView },
      },
    },
    async (request) => {
      const acting = { actor: await request.actor(), account: (await request.currentUser())! };
      return saveApiKey(app.db, acting, request.body, app.secretsKey);
    },
  );

  app.put(
    '/admin/machine-translation/prompts/:name',
    {
      config: { permission: 'machine-translation.prompts' },
      schema: {
        tags,
        security,
        summary:
          'Change a prompt (product, category, store; null: back to its default), at the version read; 404 AI_PROMPT_NOT_FOUND',
        params: aiPromptParams,
        body: aiPromptBody,
        response: { 200: machineTranslationView },
      },
    },
    async (request) =>
      saveAiPrompt(
        app.db,
        await request.actor(),
        request.params.name,
        request.body,
        app.secretsKey,
      ),
  );

  app.post(
    '/admin/translations/machine',
    {
      config: {
        permission: 'translations.machine',
        // Each request is up to 20 paid calls to the endpoint: counted per staff member.
        rateLimit: {
          max: config.MACHINE_TRANSLATION_RATE_LIMIT,
          timeWindow: config.MACHINE_TRANSLATION_RATE_WINDOW,
          keyGenerator: (request) => request.cookies[SESSION_COOKIE] ?? request.ip,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Translate texts into a language with the shop’s endpoint, kept as drafts until a person saves them; 409 AI_SERVICE_NOT_CONFIGURED (no endpoint), AI_SERVICE_NO_API_KEY; 502/504 AI_SERVICE_ERROR (nothing kept)',
        body: machineTranslateBody,
        response: { 200: machineTranslateResult },
      },
    },
    async (request) =>
      machineTranslate(app.db, request.body, {
        actor: await request.actor(),
        secretsKey: app.secretsKey,
        timeoutMs: config.MACHINE_TRANSLATION_TIMEOUT_SECONDS * 1000,
        onFailure: (error) => {
          if (error instanceof ServiceCallError)
            request.log.warn(
              { failure: error.failure, status: error.status },
              'machine translation failed',
            );
        },
      }),
  );

  app.post(
    '/admin/translations/drafts/discard',
    {
      config: { permission: 'translations.machine' },
      schema: {
        tags,
        security,
        summary: 'Drop machine drafts unused (the texts stay as they are)',
        body: draftDiscardBody,
        response: { 200: draftDiscardResult },
      },
    },
    async (request) => discardDrafts(app.db, request.body, await request.actor()),
  );
};
