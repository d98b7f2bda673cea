import {
  EMAIL_TEMPLATE_KINDS,
  emailTemplateDraftSchema,
  emailTemplateResetSchema,
  emailTemplateSaveSchema,
} from '@storefront/shared/admin';
import { z } from 'zod';

/** A template's address: any kind and language, an unknown one is 404 EMAIL_TEMPLATE_NOT_FOUND. */
export const templateParams = z.object({
  kind: z.string().max(40),
  language: z.string().max(10),
});

export const templateSaveBody = emailTemplateSaveSchema;
export const templateResetBody = emailTemplateResetSchema;
export const templateDraftBody = emailTemplateDraftSchema;

const summaryFields = {
  kind: z.enum(EMAIL_TEMPLATE_KINDS),
  language: z.string(),
  overridden: z.boolean(),
  subject: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
};

export const templateList = z.array(z.object(summaryFields));

export const templateView = z.object({
  ...summaryFields,
  body: z.string(),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  variables: z.array(z.object({ name: z.string(), required: z.boolean() })),
  updatedBy: z.string().nullable(),
});

export const templatePreview = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  orderNumber: z.number().int().nullable(),
});

export const templateTestAnswer = templatePreview.extend({ recipient: z.string() });
