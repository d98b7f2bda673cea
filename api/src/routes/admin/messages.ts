import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  inboxPage,
  inboxQuery,
  messageIdParams,
  messageReadBody,
  messageReplyBody,
  messageThread,
} from '../../schemas/contact-inbox';
import { listInbox, markMessage, readThread } from '../../services/contact/inbox';
import { replyToMessage } from '../../services/contact/replies';
import { SESSION_COOKIE } from '../../services/accounts/sessions';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * The contact form's inbox: the messages read and unread, each a thread with the replies staff
 * sent by email. Each change is made from the version read (409 with who changed it since).
 */
export const adminMessageRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  app.get(
    '/admin/messages',
    {
      config: { permission: 'contact.read' },
      schema: {
        tags,
        security,
        summary:
          "The contact form's messages, newest first: unread or read, searched by name, email or text; with the unread count",
        querystring: inboxQuery,
        response: { 200: inboxPage },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listInbox(app.db, request.query);
    },
  );

  app.get(
    '/admin/messages/:id',
    {
      config: { permission: 'contact.read' },
      schema: {
        tags,
        security,
        summary:
          'A message and its replies, oldest first (reading it marks nothing); 404 ENTITY_NOT_FOUND',
        params: messageIdParams,
        response: { 200: messageThread },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readThread(app.db, request.params.id);
    },
  );

  app.put(
    '/admin/messages/:id/read',
    {
      config: { permission: 'contact.reply' },
      schema: {
        tags,
        security,
        summary:
          'Mark a message read (as the back office opens it) or unread again, from the version read; 409 ENTITY_ACTION_NOT_ALLOWED on a newer one',
        params: messageIdParams,
        body: messageReadBody,
        response: { 200: messageThread },
      },
    },
    async (request) => markMessage(app.db, await request.actor(), request.params.id, request.body),
  );

  app.post(
    '/admin/messages/:id/replies',
    {
      config: {
        permission: 'contact.reply',
        // Counted per session: each staff member's own replies, however many share an address.
        rateLimit: {
          max: config.CONTACT_REPLY_RATE_LIMIT,
          timeWindow: config.CONTACT_REPLY_RATE_WINDOW,
          keyGenerator: (request) => request.cookies[SESSION_COOKIE] ?? request.ip,
        },
      },
      schema: {
        tags,
        security,
        summary:
          'Reply by email (queued in the outbox, the message quoted, in its language), kept in the thread; 409 ENTITY_ACTION_NOT_ALLOWED when answered or marked since the version read',
        params: messageIdParams,
        body: messageReplyBody,
        response: { 201: messageThread },
      },
    },
    async (request, reply) => {
      const thread = await replyToMessage(
        app.db,
        await request.actor(),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(thread);
    },
  );
};
