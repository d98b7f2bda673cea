import * as z from 'zod/mini';
import { typedString } from '../schemas/text';

/*
 * The shop's email templates: each kind of email the shop sends, per language, a subject and a
 * body with named variables (`{{orderNumber}}`). A template is text with placeholders and nothing
 * else: no conditions, no loops, no expressions; a value is put in as it is (escaped in the HTML
 * part) and never read as a template itself.
 */

/** The emails the shop sends, each a template per language. */
export const EMAIL_TEMPLATE_KINDS = [
  'order-placed',
  'order-confirmed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'order-restored',
  'password-reset',
  'welcome',
  'staff-invitation',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const isEmailTemplateKind = (value: string): value is EmailTemplateKind =>
  (EMAIL_TEMPLATE_KINDS as readonly string[]).includes(value);

/** The kinds whose emails tell of an order (previewed with a real one). */
export const ORDER_EMAIL_KINDS: readonly EmailTemplateKind[] = EMAIL_TEMPLATE_KINDS.filter((kind) =>
  kind.startsWith('order-'),
);

export interface EmailTemplateVariable {
  name: string;
  /** A required variable must stay in the body: without it the email would lose what it is for. */
  required: boolean;
}

const variable = (name: string, required = false): EmailTemplateVariable => ({ name, required });

const ORDER_VARIABLES = [
  variable('shopName'),
  variable('customerName'),
  variable('orderNumber', true),
  variable('total'),
  variable('status'),
  variable('trackingLink', true),
];

/** The variables each kind offers, in the order the editor lists them. */
export const EMAIL_TEMPLATE_VARIABLES: Record<EmailTemplateKind, readonly EmailTemplateVariable[]> =
  {
    'order-placed': [
      variable('shopName'),
      variable('customerName'),
      variable('orderNumber', true),
      variable('orderSummary', true),
      variable('total'),
      variable('delivery'),
      variable('paymentMethod'),
      variable('paymentInstructions', true),
      variable('trackingLink', true),
    ],
    'order-confirmed': ORDER_VARIABLES,
    'order-shipped': ORDER_VARIABLES,
    'order-delivered': ORDER_VARIABLES,
    'order-cancelled': [...ORDER_VARIABLES, variable('refundNote', true)],
    'order-restored': ORDER_VARIABLES,
    'password-reset': [variable('shopName'), variable('resetLink', true), variable('linkMinutes')],
    welcome: [
      variable('shopName'),
      variable('customerName'),
      variable('shopUrl'),
      variable('promoCodes', true),
    ],
    'staff-invitation': [
      variable('shopName'),
      variable('inviter'),
      variable('role'),
      variable('invitationLink', true),
      variable('linkHours'),
    ],
  };

/** The variables whose values are addresses: links in the HTML part. */
export const LINK_VARIABLES: ReadonlySet<string> = new Set([
  'trackingLink',
  'resetLink',
  'shopUrl',
  'invitationLink',
]);

export const EMAIL_TEMPLATE_LIMITS = { subjectMax: 200, bodyMax: 10_000 } as const;

/** A placeholder: a variable's name between double braces, nothing else inside. */
export const PLACEHOLDER = /\{\{([A-Za-z]+)\}\}/g;

/** The placeholder of a variable, as the editor inserts it. */
export const placeholderOf = (name: string) => `{{${name}}}`;

export interface TemplateProblems {
  /** Required variables the body lacks. */
  missing: string[];
  /** Placeholders that name no variable of the kind. */
  unknown: string[];
  /** Braces that make no placeholder (`{{order number}}`, `{{total`). */
  malformed: boolean;
}

/** Whether a template may be saved: every required variable in the body, no stray placeholder. */
export function templateProblems(
  kind: EmailTemplateKind,
  template: { subject: string; body: string },
): TemplateProblems {
  const offered = new Set(EMAIL_TEMPLATE_VARIABLES[kind].map((v) => v.name));
  const used = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const inBody = new Set(used(template.body));
  const all = [...used(template.subject), ...inBody];
  const leftover = `${template.subject}\n${template.body}`.replace(PLACEHOLDER, '');
  return {
    missing: EMAIL_TEMPLATE_VARIABLES[kind]
      .filter((v) => v.required && !inBody.has(v.name))
      .map((v) => v.name),
    unknown: [...new Set(all.filter((name) => !offered.has(name)))],
    malformed: leftover.includes('{{') || leftover.includes('}}'),
  };
}

export const hasProblems = (problems: TemplateProblems) =>
  problems.missing.length > 0 || problems.unknown.length > 0 || problems.malformed;

/*
 * The editor's forms, validated with the same schemas in the back office and in the API. Messages
 * are translation keys of the `validation` group of the back office's email texts.
 */

const subject = typedString('subject_required').check(
  z.minLength(1, 'subject_required'),
  z.maxLength(EMAIL_TEMPLATE_LIMITS.subjectMax, 'subject_too_long'),
  z.refine((text) => !/[\r\n]/.test(text), 'subject_one_line'),
  z.refine((text) => text.trim().length > 0, 'subject_required'),
);

const body = typedString('body_required').check(
  z.maxLength(EMAIL_TEMPLATE_LIMITS.bodyMax, 'body_too_long'),
  z.refine((text) => text.trim().length > 0, 'body_required'),
);

/** The version a template was read at: 0 for one never saved (the default). */
const version = z
  .int('version_invalid')
  .check(z.minimum(0, 'version_invalid'), z.maximum(2_147_483_647, 'version_invalid'));

/** The editor's fields: a subject on one line, a body. */
export const emailTemplateTextsSchema = z.object({ subject, body });
export type EmailTemplateTexts = z.output<typeof emailTemplateTextsSchema>;

/** `PUT admin/email-templates/{kind}/{language}`: the texts and the version they were read at. */
export const emailTemplateSaveSchema = z.object({ subject, body, version });
export type EmailTemplateSave = z.output<typeof emailTemplateSaveSchema>;

/** `POST admin/email-templates/{kind}/{language}/reset`. */
export const emailTemplateResetSchema = z.object({ version });

/**
 * `POST …/preview` and `…/test`: the template as it stands in the editor (saved or not), and for
 * an order's email the number of the order to show it with.
 */
export const emailTemplateDraftSchema = z.object({
  subject,
  body,
  orderNumber: z.optional(
    z
      .int('order_number_invalid')
      .check(
        z.minimum(1, 'order_number_invalid'),
        z.maximum(2_147_483_647, 'order_number_invalid'),
      ),
  ),
});
export type EmailTemplateDraft = z.output<typeof emailTemplateDraftSchema>;

/** A template in the list: kind × language, saved by staff or the shop's default. */
export interface EmailTemplateSummary {
  kind: EmailTemplateKind;
  language: string;
  overridden: boolean;
  subject: string;
  /** 0 while it has never been saved. */
  version: number;
  updatedAt: string | null;
}

export interface EmailTemplateView extends EmailTemplateSummary {
  body: string;
  defaultSubject: string;
  defaultBody: string;
  variables: EmailTemplateVariable[];
  /** Who saved it last (or reset it), as the audit record has them. */
  updatedBy: string | null;
}

/** A template rendered with real values: what the recipient would get. */
export interface EmailPreview {
  subject: string;
  text: string;
  html: string;
  /** The order it was rendered with, for an order's email. */
  orderNumber: number | null;
}
