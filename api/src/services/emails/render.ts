import { LINK_VARIABLES, PLACEHOLDER } from '@storefront/shared/admin';
import type { EmailContent } from './account-texts';

/** The values of a template's variables, each already worded in the email's language. */
export type TemplateValues = Readonly<Record<string, string>>;

export interface EmailTemplateText {
  subject: string;
  body: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Fills a template's placeholders in one pass: a value is put in as it is and never read as a
 * template itself (a customer named `{{resetLink}}` stays so named); a placeholder without a value
 * (a kind's variable unknown to the caller) is left empty. `wrap` words each piece: the template's
 * own text and each value.
 */
function fill(
  template: string,
  values: TemplateValues,
  wrap: { text: (text: string) => string; value: (name: string, value: string) => string },
): string {
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    out += wrap.text(template.slice(last, match.index));
    out += wrap.value(match[1]!, Object.hasOwn(values, match[1]!) ? values[match[1]!]! : '');
    last = match.index + match[0].length;
  }
  return out + wrap.text(template.slice(last));
}

/**
 * Tidies what an empty value leaves: spaces at a line's end, runs of blank lines (a paragraph
 * that was only an empty variable), blank lines at either end. Today's emails are their default
 * templates filled and tidied, to the character.
 */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The HTML part: each paragraph a `<p>`, each line break a `<br>`, the links `<a>`. */
const paragraphs = (escaped: string) =>
  escaped
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');

/**
 * An email from its template: the subject on one line, the body as plain text and as HTML. In the
 * HTML every value and every word of the template is escaped (a `<script>` in a customer's name
 * is text there, as in the plain part); an address variable becomes a link to itself.
 */
export function renderEmail(template: EmailTemplateText, values: TemplateValues): EmailContent {
  const plain = { text: (text: string) => text, value: (_: string, value: string) => value };
  const subject = fill(template.subject, values, plain).replace(/\s+/g, ' ').trim();
  const text = tidy(fill(template.body, values, plain));
  const html = paragraphs(
    tidy(
      fill(template.body, values, {
        text: escapeHtml,
        value: (name, value) =>
          LINK_VARIABLES.has(name) && /^https?:\/\//.test(value)
            ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
            : escapeHtml(value),
      }),
    ),
  );
  return { subject, text, html };
}
