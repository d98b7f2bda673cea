import type { EmailTemplateKind } from '@storefront/shared/admin';
import type { Language } from '@storefront/shared/core';
import { ACCOUNT_TEXTS } from './account-texts';
import { STATUS_KINDS } from './order-emails';
import { NOTIFIED_STATUSES, ORDER_TEXTS } from './order-texts';
import type { EmailTemplateText } from './render';

const paragraphs = (...parts: string[]) => parts.join('\n\n');

/** The status a kind of order email tells of, if it tells of one. */
const statusOf = (kind: EmailTemplateKind) =>
  NOTIFIED_STATUSES.find((status) => STATUS_KINDS[status] === kind);

/**
 * The shop's own template of a kind in a language: what it sends while no one has saved another.
 * Each is built from the words of the emails (order-texts, account-texts) around the variables.
 */
export function defaultTemplate(kind: EmailTemplateKind, lang: Language): EmailTemplateText {
  const order = ORDER_TEXTS[lang];
  const account = ACCOUNT_TEXTS[lang];
  const tracking = `${order.track}\n{{trackingLink}}`;
  switch (kind) {
    case 'order-placed':
      return {
        subject: order.placedSubject,
        body: paragraphs(
          order.greeting,
          order.placed,
          '{{orderSummary}}',
          `${order.delivery}: {{delivery}}\n${order.payment}: {{paymentMethod}}`,
          '{{paymentInstructions}}',
          tracking,
        ),
      };
    case 'password-reset':
      return { subject: account.reset.subject, body: account.reset.text };
    case 'staff-invitation':
      return { subject: account.invitation.subject, body: account.invitation.text };
    case 'welcome':
      return {
        subject: account.welcome.subject,
        body: paragraphs(account.welcome.text, '{{promoCodes}}'),
      };
    default: {
      const news = order.statuses[statusOf(kind)!];
      const refund = kind === 'order-cancelled' ? ' {{refundNote}}' : '';
      return {
        subject: news.subject,
        body: paragraphs(
          order.greeting,
          news.text + refund,
          `${order.status}: {{status}}`,
          tracking,
        ),
      };
    }
  }
}
