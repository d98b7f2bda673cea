import {
  CONTACT_INBOX_STATES,
  CONTACT_REPLY_LIMITS,
  REPLY_EMAIL_STATES,
  STAFF_ROLE_CHOICES,
  contactReadSchema,
  contactReplySchema,
} from '@storefront/shared/admin';
import { LANGUAGES } from '@storefront/shared/core';
import { z } from 'zod';
import { paging, typedText } from './common';

/** `GET admin/messages`: a page, unread or read only, words found in the name, email or text. */
export const inboxQuery = z.object({
  ...paging,
  state: z.enum(CONTACT_INBOX_STATES).optional(),
  q: typedText().trim().max(CONTACT_REPLY_LIMITS.searchMax).optional(),
});

export const messageIdParams = z.object({ id: z.uuid() });

/** `PUT admin/messages/{id}/read`. */
export const messageReadBody = contactReadSchema;
/** `POST admin/messages/{id}/replies`. */
export const messageReplyBody = contactReplySchema;

const messageView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  readBy: z.string().nullable(),
  replyCount: z.number().int(),
  lastReplyAt: z.string().nullable(),
  version: z.number().int(),
});

export const inboxPage = z.object({
  items: z.array(messageView),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  unread: z.number().int(),
});

export const messageThread = messageView.extend({
  replies: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      author: z.object({ email: z.string(), role: z.enum(STAFF_ROLE_CHOICES) }),
      language: z.enum(LANGUAGES),
      createdAt: z.string(),
      emailStatus: z.enum(REPLY_EMAIL_STATES).nullable(),
    }),
  ),
});
