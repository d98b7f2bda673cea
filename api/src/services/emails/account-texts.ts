import {
  LANGUAGE_LOCALES,
  type CurrencyCode,
  type DiscountType,
  type Language,
} from '@storefront/shared/core';

/**
 * The account emails' default templates in the four storefront languages (plain text, short),
 * and the intro of the registration's promo codes.
 */

export interface EmailContent {
  subject: string;
  text: string;
  /** The same email as HTML, its values escaped. */
  html?: string;
}

export interface ResetEmailInput {
  shop: string;
  link: string;
  minutes: number;
}

export interface WelcomeEmailInput {
  shop: string;
  firstName: string;
  shopUrl: string;
  /** The registration promo codes, already written as "CODE: 10%". */
  codes: string[];
}

interface Template {
  subject: string;
  text: string;
}

interface Texts {
  reset: Template;
  welcome: Template;
  codesIntro: string;
}

export const ACCOUNT_TEXTS: Record<Language, Texts> = {
  en: {
    reset: {
      subject: '{{shopName}}: reset your password',
      text: 'Hello,\n\nsomeone (we hope it was you) asked to reset the password of your {{shopName}} account. Open this link to choose a new one:\n\n{{resetLink}}\n\nThe link works once, for {{linkMinutes}} minutes. If it was not you, ignore this email: your password stays as it is.',
    },
    welcome: {
      subject: 'Welcome to {{shopName}}',
      text: 'Hello {{customerName}},\n\nyour {{shopName}} account is ready. Sign in at {{shopUrl}} to follow your orders and keep your favorite products.',
    },
    codesIntro: 'Your welcome promo codes, each good for one order:',
  },
  pl: {
    reset: {
      subject: '{{shopName}}: zmiana hasła',
      text: 'Dzień dobry,\n\nktoś (mamy nadzieję, że Ty) poprosił o zmianę hasła do konta w {{shopName}}. Otwórz ten link, aby ustawić nowe hasło:\n\n{{resetLink}}\n\nLink działa jeden raz przez {{linkMinutes}} min. Jeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.',
    },
    welcome: {
      subject: 'Witamy w {{shopName}}',
      text: 'Dzień dobry, {{customerName}}!\n\nTwoje konto w {{shopName}} jest gotowe. Zaloguj się na {{shopUrl}}, aby śledzić zamówienia i zapisywać ulubione produkty.',
    },
    codesIntro: 'Twoje powitalne kody rabatowe, każdy na jedno zamówienie:',
  },
  ru: {
    reset: {
      subject: '{{shopName}}: смена пароля',
      text: 'Здравствуйте!\n\nКто-то (надеемся, что вы) запросил смену пароля учётной записи в {{shopName}}. Откройте ссылку, чтобы задать новый пароль:\n\n{{resetLink}}\n\nСсылка действует один раз в течение {{linkMinutes}} мин. Если это были не вы, не обращайте внимания на письмо: пароль останется прежним.',
    },
    welcome: {
      subject: 'Добро пожаловать в {{shopName}}',
      text: 'Здравствуйте, {{customerName}}!\n\nВаша учётная запись в {{shopName}} готова. Войдите на {{shopUrl}}, чтобы следить за заказами и сохранять избранные товары.',
    },
    codesIntro: 'Ваши приветственные промокоды, каждый на один заказ:',
  },
  ua: {
    reset: {
      subject: '{{shopName}}: зміна пароля',
      text: 'Вітаємо!\n\nХтось (сподіваємося, що ви) попросив змінити пароль облікового запису в {{shopName}}. Відкрийте посилання, щоб встановити новий пароль:\n\n{{resetLink}}\n\nПосилання діє один раз протягом {{linkMinutes}} хв. Якщо це були не ви, не зважайте на лист: пароль залишиться незмінним.',
    },
    welcome: {
      subject: 'Ласкаво просимо до {{shopName}}',
      text: 'Вітаємо, {{customerName}}!\n\nВаш обліковий запис у {{shopName}} готовий. Увійдіть на {{shopUrl}}, щоб стежити за замовленнями та зберігати улюблені товари.',
    },
    codesIntro: 'Ваші вітальні промокоди, кожен на одне замовлення:',
  },
};

/** The values of a password reset email's variables. */
export const resetValues = ({ shop, link, minutes }: ResetEmailInput) => ({
  shopName: shop,
  resetLink: link,
  linkMinutes: String(minutes),
});

/** The values of a welcome email's variables: the codes, when there are any, with their intro. */
export function welcomeValues(lang: Language, input: WelcomeEmailInput) {
  const codes = input.codes.map((code) => `  ${code}`).join('\n');
  return {
    shopName: input.shop,
    customerName: input.firstName,
    shopUrl: input.shopUrl,
    promoCodes: input.codes.length > 0 ? `${ACCOUNT_TEXTS[lang].codesIntro}\n${codes}` : '',
  };
}

/** A promo code with what it takes off: "K7QM-2XPA-9RTE: 10%" or "…: 20,00 zł". */
export function describeCode(
  lang: Language,
  code: { code: string; type: DiscountType; value: number },
  currency: CurrencyCode,
): string {
  const value =
    code.type === 'PERCENT'
      ? `${code.value}%`
      : new Intl.NumberFormat(LANGUAGE_LOCALES[lang], { style: 'currency', currency }).format(
          code.value / 100,
        );
  return `${code.code}: ${value}`;
}
