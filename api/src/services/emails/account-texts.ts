import {
  LANGUAGE_LOCALES,
  type CurrencyCode,
  type DiscountType,
  type Language,
} from '@storefront/shared/core';

/** The shop's emails in the four storefront languages: plain text, short. */

export interface EmailContent {
  subject: string;
  text: string;
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

interface Texts {
  reset: (input: ResetEmailInput) => EmailContent;
  welcome: (input: Omit<WelcomeEmailInput, 'codes'>) => EmailContent;
  codesIntro: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    reset: ({ shop, link, minutes }) => ({
      subject: `${shop}: reset your password`,
      text: `Hello,\n\nsomeone (we hope it was you) asked to reset the password of your ${shop} account. Open this link to choose a new one:\n\n${link}\n\nThe link works once, for ${minutes} minutes. If it was not you, ignore this email: your password stays as it is.`,
    }),
    welcome: ({ shop, firstName, shopUrl }) => ({
      subject: `Welcome to ${shop}`,
      text: `Hello ${firstName},\n\nyour ${shop} account is ready. Sign in at ${shopUrl} to follow your orders and keep your favorite products.`,
    }),
    codesIntro: 'Your welcome promo codes, each good for one order:',
  },
  pl: {
    reset: ({ shop, link, minutes }) => ({
      subject: `${shop}: zmiana hasła`,
      text: `Dzień dobry,\n\nktoś (mamy nadzieję, że Ty) poprosił o zmianę hasła do konta w ${shop}. Otwórz ten link, aby ustawić nowe hasło:\n\n${link}\n\nLink działa jeden raz przez ${minutes} min. Jeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.`,
    }),
    welcome: ({ shop, firstName, shopUrl }) => ({
      subject: `Witamy w ${shop}`,
      text: `Dzień dobry, ${firstName}!\n\nTwoje konto w ${shop} jest gotowe. Zaloguj się na ${shopUrl}, aby śledzić zamówienia i zapisywać ulubione produkty.`,
    }),
    codesIntro: 'Twoje powitalne kody rabatowe, każdy na jedno zamówienie:',
  },
  ru: {
    reset: ({ shop, link, minutes }) => ({
      subject: `${shop}: смена пароля`,
      text: `Здравствуйте!\n\nКто-то (надеемся, что вы) запросил смену пароля учётной записи в ${shop}. Откройте ссылку, чтобы задать новый пароль:\n\n${link}\n\nСсылка действует один раз в течение ${minutes} мин. Если это были не вы, не обращайте внимания на письмо: пароль останется прежним.`,
    }),
    welcome: ({ shop, firstName, shopUrl }) => ({
      subject: `Добро пожаловать в ${shop}`,
      text: `Здравствуйте, ${firstName}!\n\nВаша учётная запись в ${shop} готова. Войдите на ${shopUrl}, чтобы следить за заказами и сохранять избранные товары.`,
    }),
    codesIntro: 'Ваши приветственные промокоды, каждый на один заказ:',
  },
  ua: {
    reset: ({ shop, link, minutes }) => ({
      subject: `${shop}: зміна пароля`,
      text: `Вітаємо!\n\nХтось (сподіваємося, що ви) попросив змінити пароль облікового запису в ${shop}. Відкрийте посилання, щоб встановити новий пароль:\n\n${link}\n\nПосилання діє один раз протягом ${minutes} хв. Якщо це були не ви, не зважайте на лист: пароль залишиться незмінним.`,
    }),
    welcome: ({ shop, firstName, shopUrl }) => ({
      subject: `Ласкаво просимо до ${shop}`,
      text: `Вітаємо, ${firstName}!\n\nВаш обліковий запис у ${shop} готовий. Увійдіть на ${shopUrl}, щоб стежити за замовленнями та зберігати улюблені товари.`,
    }),
    codesIntro: 'Ваші вітальні промокоди, кожен на одне замовлення:',
  },
};

export function passwordResetEmail(lang: Language, input: ResetEmailInput): EmailContent {
  return TEXTS[lang].reset(input);
}

export function welcomeEmail(lang: Language, input: WelcomeEmailInput): EmailContent {
  const texts = TEXTS[lang];
  const { subject, text } = texts.welcome(input);
  if (input.codes.length === 0) return { subject, text };
  const codes = input.codes.map((code) => `  ${code}`).join('\n');
  return { subject, text: `${text}\n\n${texts.codesIntro}\n${codes}` };
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
