import { LANGUAGE_LOCALES, type Language } from '@storefront/shared/core';
import type { EmailContent } from '../emails/account-texts';
import { renderEmail } from '../emails/render';

/**
 * The email that carries a staff member's reply to a contact-form message: their text, then the
 * sender's message quoted, worded in the language the message was written in. Not one of the
 * editable email templates: every word above the quote is the staff member's own, typed for this
 * message, so there is nothing to set once for all.
 */
const REPLY_TEXTS: Record<Language, { subject: string; quoteIntro: string }> = {
  en: {
    subject: '{{shopName}}: a reply to your message',
    quoteIntro: 'Your message of {{sentAt}}:',
  },
  pl: {
    subject: '{{shopName}}: odpowiedź na Twoją wiadomość',
    quoteIntro: 'Twoja wiadomość z {{sentAt}}:',
  },
  ru: {
    subject: '{{shopName}}: ответ на ваше сообщение',
    quoteIntro: 'Ваше сообщение от {{sentAt}}:',
  },
  ua: {
    subject: '{{shopName}}: відповідь на ваше повідомлення',
    quoteIntro: 'Ваше повідомлення від {{sentAt}}:',
  },
};

/** Each line of a text marked as quoted, as mail programs show a quote (`> `). */
export const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

export interface ReplyEmailInput {
  shop: string;
  /** The shop's time zone, in which the quoted message's time is told. */
  timeZone: string;
  reply: string;
  message: { text: string; sentAt: Date; language: Language };
}

/**
 * The reply's email: the subject names the shop, the text is the reply and the quoted message.
 * Rendered as the templates are (renderEmail): in the HTML part each word is escaped, so
 * nothing a sender or a staff member typed is read as markup.
 */
export function replyEmail({ shop, timeZone, reply, message }: ReplyEmailInput): EmailContent {
  const texts = REPLY_TEXTS[message.language];
  const sentAt = new Intl.DateTimeFormat(LANGUAGE_LOCALES[message.language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(message.sentAt);
  return renderEmail(
    { subject: texts.subject, body: `{{reply}}\n\n${texts.quoteIntro}\n{{quote}}` },
    { shopName: shop, reply, sentAt, quote: quoted(message.text) },
  );
}
