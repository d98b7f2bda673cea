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

export interface InvitationEmailInput {
  shop: string;
  /** Who invites: the owner's email. */
  inviter: string;
  role: 'ADMIN' | 'MANAGER' | 'OWNER';
  link: string;
  hours: number;
}

interface Texts {
  reset: Template;
  invitation: Template;
  /** A role's name in the invitation's sentence. */
  roles: Record<'ADMIN' | 'MANAGER' | 'OWNER', string>;
  welcome: Template;
  codesIntro: string;
}

export const ACCOUNT_TEXTS: Record<Language, Texts> = {
  en: {
    reset: {
      subject: '{{shopName}}: reset your password',
      text: 'Hello,\n\nsomeone (we hope it was you) asked to reset the password of your {{shopName}} account. Open this link to choose a new one:\n\n{{resetLink}}\n\nThe link works once, for {{linkMinutes}} minutes. If it was not you, ignore this email: your password stays as it is.',
    },
    invitation: {
      subject: '{{shopName}}: you are invited to the back office',
      text: 'Hello,\n\n{{inviter}} invites you to run {{shopName}} as {{role}}. Open this link to choose your password; then sign in with this email address and open the back office from your account menu:\n\n{{invitationLink}}\n\nThe link works once, for {{linkHours}} hours. If you were not expecting this invitation, ignore this email: no account is opened without the link.',
    },
    roles: { OWNER: 'an owner', ADMIN: 'an administrator', MANAGER: 'a manager' },
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
    invitation: {
      subject: '{{shopName}}: zaproszenie do panelu sklepu',
      text: 'Dzień dobry,\n\n{{inviter}} zaprasza Cię do prowadzenia sklepu {{shopName}} w roli: {{role}}. Otwórz ten link, aby ustawić hasło; potem zaloguj się tym adresem e-mail i otwórz panel sklepu z menu konta:\n\n{{invitationLink}}\n\nLink działa jeden raz przez {{linkHours}} godz. Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość: bez linku konto nie zostanie otwarte.',
    },
    roles: { OWNER: 'właściciel', ADMIN: 'administrator', MANAGER: 'menedżer' },
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
    invitation: {
      subject: '{{shopName}}: приглашение в панель магазина',
      text: 'Здравствуйте!\n\n{{inviter}} приглашает вас вести магазин {{shopName}} в роли «{{role}}». Откройте ссылку, чтобы задать пароль; затем войдите с этим адресом электронной почты и откройте панель магазина из меню учётной записи:\n\n{{invitationLink}}\n\nСсылка действует один раз в течение {{linkHours}} ч. Если вы не ждали этого приглашения, не обращайте внимания на письмо: без ссылки учётная запись не откроется.',
    },
    roles: { OWNER: 'владелец', ADMIN: 'администратор', MANAGER: 'менеджер' },
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
    invitation: {
      subject: '{{shopName}}: запрошення до панелі магазину',
      text: 'Вітаємо!\n\n{{inviter}} запрошує вас вести магазин {{shopName}} у ролі «{{role}}». Відкрийте посилання, щоб встановити пароль; потім увійдіть з цією адресою електронної пошти та відкрийте панель магазину з меню облікового запису:\n\n{{invitationLink}}\n\nПосилання діє один раз протягом {{linkHours}} год. Якщо ви не чекали цього запрошення, не зважайте на лист: без посилання обліковий запис не відкриється.',
    },
    roles: { OWNER: 'власник', ADMIN: 'адміністратор', MANAGER: 'менеджер' },
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

/** The values of the owner's invitation to the staff: the link sets the colleague's password. */
export const invitationValues = (lang: Language, input: InvitationEmailInput) => ({
  shopName: input.shop,
  inviter: input.inviter,
  role: ACCOUNT_TEXTS[lang].roles[input.role],
  invitationLink: input.link,
  linkHours: String(input.hours),
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
