import {
  EMAIL_TEMPLATE_KINDS,
  EMAIL_TEMPLATE_VARIABLES,
  hasProblems,
  isEmailTemplateKind,
  templateProblems,
  type EmailPreview,
  type EmailTemplateDraft,
  type EmailTemplateKind,
  type EmailTemplateSave,
  type EmailTemplateSummary,
  type EmailTemplateView,
} from '@storefront/shared/admin';
import {
  LANGUAGES,
  invitationLink,
  isLanguage,
  resetPasswordLink,
  type Language,
} from '@storefront/shared/core';
import { isPrepaid } from '@storefront/shared/orders';
import type { Database } from '../../db/database';
import { AppError, conflict } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit';
import { versionConflict } from '../audit/conflicts';
import { findOrderToShow } from '../orders/access';
import { toOrderView } from '../orders/view';
import { readEmailShop, readStoreEssentials } from '../store/store';
import {
  describeCode,
  invitationValues,
  resetValues,
  welcomeValues,
  type EmailContent,
} from './account-texts';
import { defaultTemplate } from './default-templates';
import { STATUS_KINDS, orderPlacedValues, orderStatusValues } from './order-emails';
import { NOTIFIED_STATUSES } from './order-texts';
import { queueEmail } from './outbox';
import { renderEmail, type EmailTemplateText, type TemplateValues } from './render';
import {
  allTemplateRows,
  insertTemplate,
  templateRow,
  updateTemplate,
  type EmailTemplateRow,
} from './repository/templates';

/** The template staff saved for a kind and language, or null while the default applies. */
const savedTexts = (row: EmailTemplateRow | undefined): EmailTemplateText | null =>
  row?.subject != null && row.body != null ? { subject: row.subject, body: row.body } : null;

/** The template an email of `kind` in `language` is written from: staff's own, else the default. */
export async function templateFor(
  db: Database,
  kind: EmailTemplateKind,
  language: Language,
): Promise<EmailTemplateText> {
  return savedTexts(await templateRow(db, kind, language)) ?? defaultTemplate(kind, language);
}

/** An email of `kind` in `language`, written from its template with `values`. */
export async function composeEmail(
  db: Database,
  kind: EmailTemplateKind,
  language: Language,
  values: TemplateValues,
): Promise<EmailContent> {
  return renderEmail(await templateFor(db, kind, language), values);
}

/** A template's address as a route has it: any words, checked by `known`. */
export interface TemplateAddress {
  kind: string;
  language: string;
}

const templateNotFound = (kind: string, language: string) =>
  new AppError(
    404,
    'EMAIL_TEMPLATE_NOT_FOUND',
    `There is no email template ${kind} in ${language}`,
  );

/** The kind and language of a route's address, or 404 EMAIL_TEMPLATE_NOT_FOUND. */
function known({ kind, language }: TemplateAddress): {
  kind: EmailTemplateKind;
  language: Language;
} {
  if (!isEmailTemplateKind(kind) || !isLanguage(language)) throw templateNotFound(kind, language);
  return { kind, language };
}

function summaryOf(
  kind: EmailTemplateKind,
  language: Language,
  row: EmailTemplateRow | undefined,
): EmailTemplateSummary {
  const saved = savedTexts(row);
  return {
    kind,
    language,
    overridden: saved !== null,
    subject: (saved ?? defaultTemplate(kind, language)).subject,
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

function viewOf(
  kind: EmailTemplateKind,
  language: Language,
  row: EmailTemplateRow | undefined,
): EmailTemplateView {
  const fallback = defaultTemplate(kind, language);
  return {
    ...summaryOf(kind, language, row),
    body: savedTexts(row)?.body ?? fallback.body,
    defaultSubject: fallback.subject,
    defaultBody: fallback.body,
    variables: [...EMAIL_TEMPLATE_VARIABLES[kind]],
    updatedBy: row?.updatedBy ?? null,
  };
}

/** `GET admin/email-templates`: every kind in every language, saved by staff or the default. */
export async function listEmailTemplates(db: Database): Promise<EmailTemplateSummary[]> {
  const rows = new Map(
    (await allTemplateRows(db)).map((row) => [`${row.kind}:${row.language}`, row]),
  );
  return EMAIL_TEMPLATE_KINDS.flatMap((kind) =>
    LANGUAGES.map((language) => summaryOf(kind, language, rows.get(`${kind}:${language}`))),
  );
}

/** `GET admin/email-templates/{kind}/{language}`: its texts, the default's, its variables. */
export async function readEmailTemplate(
  db: Database,
  address: TemplateAddress,
): Promise<EmailTemplateView> {
  const { kind, language } = known(address);
  return viewOf(kind, language, await templateRow(db, kind, language));
}

/**
 * 400 EMAIL_TEMPLATE_CANNOT_BE_UPDATED for a template without one of its required variables in
 * the body, with a placeholder naming no variable of its kind, or braces that make none.
 */
function checkTemplate(kind: EmailTemplateKind, template: EmailTemplateText): void {
  const problems = templateProblems(kind, template);
  if (!hasProblems(problems)) return;
  const said = [
    problems.missing.length > 0 && `it lacks ${problems.missing.join(', ')}`,
    problems.unknown.length > 0 && `${problems.unknown.join(', ')} are not its variables`,
    problems.malformed && 'some braces make no placeholder',
  ].filter(Boolean);
  // Beside the body (or the subject, for a stray placeholder only there): the form's own words.
  const where = templateProblems(kind, { subject: '', body: template.body });
  const field = hasProblems(where) || problems.missing.length > 0 ? 'body' : 'subject';
  const reason =
    problems.missing.length > 0
      ? 'variables_missing'
      : problems.unknown.length > 0
        ? 'variables_unknown'
        : 'placeholder_malformed';
  throw new AppError(
    400,
    'EMAIL_TEMPLATE_CANNOT_BE_UPDATED',
    `The email template cannot be saved: ${said.join('; ')}`,
    { fields: { [field]: reason } },
  );
}

const entityOf = (kind: EmailTemplateKind, language: Language) => ({
  entity: 'email-template',
  entityId: `${kind}:${language}`,
  label: `The email template ${kind} (${language})`,
});

/** The template as the audit record keeps it: its texts, null for the default. */
const auditState = (row: EmailTemplateRow | undefined) => ({
  subject: row?.subject ?? null,
  body: row?.body ?? null,
});

/**
 * Writes a kind and language's texts (null: back to the default) over the version the form read
 * (0: never saved), and records it; 409 with what changed since when it is at another.
 */
async function writeTemplate(
  db: Database,
  actor: Actor,
  kind: EmailTemplateKind,
  language: Language,
  texts: { subject: string | null; body: string | null },
  version: number,
  action: 'email-template.update' | 'email-template.reset',
): Promise<EmailTemplateView> {
  const record = entityOf(kind, language);
  return db.transaction(async (tx) => {
    const current = await templateRow(tx, kind, language);
    const now = current?.version ?? 0;
    if (now !== version)
      throw await versionConflict(tx, { ...record, label: record.label }, version, now);
    const values = { ...texts, updatedBy: actor.email };
    const row = current
      ? await updateTemplate(tx, kind, language, version, values, new Date())
      : await insertTemplate(tx, kind, language, values);
    if (!row) throw conflict('ENTITY_ACTION_NOT_ALLOWED', `${record.label} is being changed`);
    await recordAudit(tx, actor, {
      action,
      entity: record.entity,
      entityId: record.entityId,
      version: row.version,
      before: auditState(current),
      after: auditState(row),
    });
    return viewOf(kind, language, row);
  });
}

/** `PUT admin/email-templates/{kind}/{language}`: staff's own template, from now on. */
export async function saveEmailTemplate(
  db: Database,
  actor: Actor,
  address: TemplateAddress,
  { subject, body, version }: EmailTemplateSave,
): Promise<EmailTemplateView> {
  const { kind, language } = known(address);
  checkTemplate(kind, { subject, body });
  return writeTemplate(
    db,
    actor,
    kind,
    language,
    { subject, body },
    version,
    'email-template.update',
  );
}

/** `POST admin/email-templates/{kind}/{language}/reset`: the default again, from now on. */
export async function resetEmailTemplate(
  db: Database,
  actor: Actor,
  address: TemplateAddress,
  { version }: { version: number },
): Promise<EmailTemplateView> {
  const { kind, language } = known(address);
  return writeTemplate(
    db,
    actor,
    kind,
    language,
    { subject: null, body: null },
    version,
    'email-template.reset',
  );
}

/** What an email's preview is rendered for: the shop's address and the staff member. */
export interface PreviewContext {
  publicUrl: string;
  resetMinutes: number;
  invitationHours: number;
  /** The staff member's first name, for the account emails' greeting. */
  firstName: string;
  /** The staff member's email, the inviter of an invitation's preview. */
  email: string;
}

/**
 * The values of a kind's variables for a preview, in `language`: an order's emails from a real
 * order (worded in the template's language, whatever the order's), the account emails from the
 * staff member's name, a reset or invitation link that opens nothing, an example welcome code and
 * a manager invited by the staff member.
 */
async function previewValues(
  db: Database,
  kind: EmailTemplateKind,
  language: Language,
  orderNumber: number | undefined,
  context: PreviewContext,
): Promise<{ values: TemplateValues; orderNumber: number | null }> {
  const store = await readStoreEssentials(db);
  if (kind === 'password-reset')
    return {
      values: resetValues({
        shop: store.name,
        link: resetPasswordLink(context.publicUrl, language, 'preview'),
        minutes: context.resetMinutes,
      }),
      orderNumber: null,
    };
  if (kind === 'staff-invitation')
    return {
      values: invitationValues(language, {
        shop: store.name,
        inviter: context.email,
        role: 'MANAGER',
        link: invitationLink(context.publicUrl, language, 'preview'),
        hours: context.invitationHours,
      }),
      orderNumber: null,
    };
  if (kind === 'welcome')
    return {
      values: welcomeValues(language, {
        shop: store.name,
        firstName: context.firstName,
        shopUrl: `${context.publicUrl.replace(/\/+$/, '')}/${language}`,
        codes: [
          describeCode(
            language,
            { code: 'K7QM-2XPA-9RTE', type: 'PERCENT', value: 10 },
            store.currencyCode,
          ),
        ],
      }),
      orderNumber: null,
    };
  const row = await findOrderToShow(db, orderNumber);
  const order = { ...(await toOrderView(db, row, language)), language };
  const shop = await readEmailShop(db, context.publicUrl);
  const status = NOTIFIED_STATUSES.find((notified) => STATUS_KINDS[notified] === kind);
  const values = status
    ? orderStatusValues(order, status, shop, { paidAhead: isPrepaid(row.paymentMethod) })
    : orderPlacedValues(order, shop);
  return { values, orderNumber: row.number };
}

/** `POST …/preview`: the template as it stands in the editor, rendered with real values. */
export async function previewEmailTemplate(
  db: Database,
  address: TemplateAddress,
  draft: EmailTemplateDraft,
  context: PreviewContext,
): Promise<EmailPreview> {
  const { kind, language } = known(address);
  checkTemplate(kind, draft);
  const { values, orderNumber } = await previewValues(
    db,
    kind,
    language,
    draft.orderNumber,
    context,
  );
  const email = renderEmail(draft, values);
  return { subject: email.subject, text: email.text, html: email.html ?? '', orderNumber };
}

/** `POST …/test`: the preview, sent to the staff member's own address through the outbox. */
export async function sendTestEmail(
  db: Database,
  actor: Actor,
  address: TemplateAddress,
  draft: EmailTemplateDraft,
  context: PreviewContext,
): Promise<EmailPreview & { recipient: string }> {
  const preview = await previewEmailTemplate(db, address, draft, context);
  await queueEmail(db, {
    recipient: actor.email,
    subject: preview.subject,
    text: preview.text,
    html: preview.html,
    template: 'template-test',
  });
  return { ...preview, recipient: actor.email };
}
