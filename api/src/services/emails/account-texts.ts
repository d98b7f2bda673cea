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

export interface InvitationEmailInput {
  shop: string;
  /** Who invites: the owner's email. */
  inviter: string;
  /** The role's name in the email's language. */
  role: string;
  link: string;
  hours: number;
}

interface Texts {
  reset: (input: ResetEmailInput) => EmailContent;
  invitation: (input: InvitationEmailInput) => EmailContent;
  roles: Record<'ADMIN' | 'MANAGER' | 'OWNER', string>;
  welcome: (input: Omit<WelcomeEmailInput, 'codes'>) => EmailContent;
  codesIntro: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    reset: ({ shop, link, minutes }) => ({
      subject: `${shop}: reset your password`,
      text: `Hello,\n\nsomeone (we hope it was you) asked to reset the password of your ${shop} account. Open this link to choose a new one:\n\n${link}\n\nThe link works once, for ${minutes} minutes. If it was not you, ignore this email: your password stays as it is.`,
    }),
    invitation: ({ shop, inviter, role, link, hours }) => ({
      subject: `${shop}: you are invited to the back office`,
      text: `Hello,\n\n${inviter} invites you to run ${shop} as ${role}. Open this link to choose your password; then sign in with this email address and open the back office from your account menu:\n\n${link}\n\nThe link works once, for ${hours} hours. If you were not expecting this invitation, ignore this email: no account is opened without the link.`,
    }),
    roles: { OWNER: 'an owner', ADMIN: 'an administrator', MANAGER: 'a manager' },
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
    invitation: ({ shop, inviter, role, link, hours }) => ({
      subject: `${shop}: zaproszenie do panelu sklepu`,
      text: `Dzień dobry,\n\n${inviter} zaprasza Cię do prowadzenia sklepu ${shop} w roli: ${role}. Otwórz ten link, aby ustawić hasło; potem zaloguj się tym adresem e-mail i otwórz panel sklepu z menu konta:\n\n${link}\n\nLink działa jeden raz przez ${hours} godz. Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość: bez linku konto nie zostanie otwarte.`,
    }),
    roles: { OWNER: 'właściciel', ADMIN: 'administrator', MANAGER: 'menedżer' },
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
    invitation: ({ shop, inviter, role, link, hours }) => ({
      subject: `${shop}: приглашение в панель магазина`,
      text: `Здравствуйте!\n\n${inviter} приглашает вас вести магазин ${shop} в роли «${role}». Откройте ссылку, чтобы задать пароль; затем войдите с этим адресом электронной почты и откройте панель магазина из меню учётной записи:\n\n${link}\n\nСсылка действует один раз в течение ${hours} ч. Если вы не ждали этого приглашения, не обращайте внимания на письмо: без ссылки учётная запись не откроется.`,
    }),
    roles: { OWNER: 'владелец', ADMIN: 'администратор', MANAGER: 'менеджер' },
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
    invitation: ({ shop, inviter, role, link, hours }) => ({
      subject: `${shop}: запрошення до панелі магазину`,
      text: `Вітаємо!\n\n${inviter} запрошує вас вести магазин ${shop} у ролі «${role}». Відкрийте посилання, щоб встановити пароль; потім увійдіть з цією адресою електронної пошти та відкрийте панель магазину з меню облікового запису:\n\n${link}\n\nПосилання діє один раз протягом ${hours} год. Якщо ви не чекали цього запрошення, не зважайте на лист: без посилання обліковий запис не відкриється.`,
    }),
    roles: { OWNER: 'власник', ADMIN: 'адміністратор', MANAGER: 'менеджер' },
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

/** The owner's invitation to the staff, with the link that sets the new colleague's password. */
export function invitationEmail(
  lang: Language,
  input: Omit<InvitationEmailInput, 'role'> & { role: 'ADMIN' | 'MANAGER' | 'OWNER' },
): EmailContent {
  const texts = TEXTS[lang];
  return texts.invitation({ ...input, role: texts.roles[input.role] });
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
