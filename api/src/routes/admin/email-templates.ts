import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  templateDraftBody,
  templateList,
  templateParams,
  templatePreview,
  templateResetBody,
  templateSaveBody,
  templateTestAnswer,
  templateView,
} from '../../schemas/email-templates';
import {
  listEmailTemplates,
  previewEmailTemplate,
  readEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
  type PreviewContext,
} from '../../services/emails/templates';
import { SESSION_COOKIE } from '../../services/accounts/sessions';

const tags = ['admin'];
const security = [{ session: [] }];
const path = '/admin/email-templates/:kind/:language';

/**
 * The shop's email templates: each kind of email per language, the shop's default or the one
 * staff saved, previewed with a real order, tried on oneself, reset to the default.
 */
export const adminEmailTemplateRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const previewContext = async (request: FastifyRequest): Promise<PreviewContext> => {
    const user = await request.currentUser();
    return {
      publicUrl: config.PUBLIC_URL,
      resetMinutes: config.RESET_TOKEN_MINUTES,
      invitationHours: config.INVITATION_HOURS,
      firstName: user?.firstName ?? '',
      email: user?.email ?? '',
    };
  };

  app.get(
    '/admin/email-templates',
    {
      config: { permission: 'emails.read' },
      schema: {
        tags,
        security,
        summary: 'Every email template, kind × language: saved by staff or the default',
        response: { 200: templateList },
      },
    },
    async () => listEmailTemplates(app.db),
  );

  app.get(
    path,
    {
      config: { permission: 'emails.read' },
      schema: {
        tags,
        security,
        summary:
          'An email template with its default and its variables; 404 EMAIL_TEMPLATE_NOT_FOUND',
        params: templateParams,
        response: { 200: templateView },
      },
    },
    async (request) => readEmailTemplate(app.db, request.params),
  );

  app.put(
    path,
    {
      config: { permission: 'emails.write' },
      schema: {
        tags,
        security,
        summary:
          'Save an email template read at its version (409 with what changed since); 400 EMAIL_TEMPLATE_CANNOT_BE_UPDATED without a required variable',
        params: templateParams,
        body: templateSaveBody,
        response: { 200: templateView },
      },
    },
    async (request) =>
      saveEmailTemplate(app.db, await request.actor(), request.params, request.body),
  );

  app.post(
    `${path}/reset`,
    {
      config: { permission: 'emails.write' },
      schema: {
        tags,
        security,
        summary: 'Back to the default email template, read at its version (409 otherwise)',
        params: templateParams,
        body: templateResetBody,
        response: { 200: templateView },
      },
    },
    async (request) =>
      resetEmailTemplate(app.db, await request.actor(), request.params, request.body),
  );

  app.post(
    `${path}/preview`,
    {
      config: { permission: 'emails.read' },
      schema: {
        tags,
        security,
        summary:
          'An email template as typed, rendered with an order (by number, else the newest; 404 ORDER_NOT_FOUND)',
        params: templateParams,
        body: templateDraftBody,
        response: { 200: templatePreview },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return previewEmailTemplate(
        app.db,
        request.params,
        request.body,
        await previewContext(request),
      );
    },
  );

  app.post(
    `${path}/test`,
    {
      config: {
        permission: 'emails.write',
        // Counted per session: each staff member's own tries, however many share an address.
        rateLimit: {
          max: config.EMAIL_TEST_RATE_LIMIT,
          timeWindow: config.EMAIL_TEST_RATE_WINDOW,
          keyGenerator: (request) => request.cookies[SESSION_COOKIE] ?? request.ip,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Send an email template as typed, rendered as its preview, to oneself through the outbox',
        params: templateParams,
        body: templateDraftBody,
        response: { 202: templateTestAnswer },
      },
    },
    async (request, reply) => {
      const sent = await sendTestEmail(
        app.db,
        await request.actor(),
        request.params,
        request.body,
        await previewContext(request),
      );
      return reply.status(202).send(sent);
    },
  );
};
