import {
  MINUTES_PER_DAY,
  type PublicStore,
  type StorePaymentDetails,
} from '@storefront/shared/core';
import { pagesContentSeed } from './store-pages-content';
import { seoSeed } from './store-seo';
import type { AllLanguages } from './types';

type StoreSeed = Omit<PublicStore, 'id' | 'updatedAt'> & { paymentDetails: StorePaymentDetails };

const text = (en: string, pl: string, ru: string, ua: string): AllLanguages => ({ en, pl, ru, ua });
const open = (startTime: number, endTime: number) => ({
  isActive: true,
  timeInterval: { startTime, endTime },
});
const closed = { isActive: false, timeInterval: { startTime: 0, endTime: MINUTES_PER_DAY } };
/** The price rules of a method that costs nothing and promises no free delivery. */
const costsNothing = {
  price: 0,
  freeDelivery: false,
  freeDeliveryFrom: 0,
  productDiscountWithFreeDelivery: false,
  promoCodeWithFreeDelivery: false,
  promotionWithFreeDelivery: false,
};

/** The demo shop's configuration: every field of the store configuration, in four languages. */
export const storeSeed: StoreSeed = {
  contactInfo: {
    phoneNumber: '+48 600 100 200',
    email: 'hello@verde-market.example',
    telegram: 'verdemarket',
    instagram: 'verde.market',
    whatsapp: '+48 600 100 200',
    pickupAddress: 'ul. Mokotowska 12, 00-561 Warszawa',
  },
  currency: {
    PLN: { active: true, rate: 1 },
    EUR: { active: true, rate: 0.2325 },
    UAH: { active: true, rate: 10.42 },
    USD: { active: true, rate: 0.2519 },
    CZK: { active: false, rate: 5.83 },
  },
  delivery: {
    LOCAL_PICKUP: {
      active: true,
      paymentOptions: ['CASH', 'BANK_TRANSFER', 'REVOLUT'],
      ...costsNothing,
    },
    TAXI: {
      active: true,
      paymentOptions: ['CASH', 'BANK_TRANSFER'],
      price: 2500,
      freeDelivery: true,
      freeDeliveryFrom: 30000,
      productDiscountWithFreeDelivery: false,
      promoCodeWithFreeDelivery: true,
      promotionWithFreeDelivery: false,
    },
    INPOST_PARCEL_LOCKER: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
      ...costsNothing,
      countries: ['PL'],
    },
    INPOST_WEEKEND: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
      ...costsNothing,
      countries: ['PL'],
    },
    INPOST_COURIER: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT', 'CASH'],
      price: 1899,
      freeDelivery: true,
      freeDeliveryFrom: 25000,
      productDiscountWithFreeDelivery: true,
      promoCodeWithFreeDelivery: false,
      promotionWithFreeDelivery: true,
    },
    DPD_COURIER: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
      ...costsNothing,
      countries: ['PL', 'CZ', 'SK', 'DE', 'LT'],
    },
    DPD_PICKUP_POINT: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
      ...costsNothing,
      countries: ['PL', 'CZ', 'SK'],
    },
    FEDEX_COURIER: {
      active: false,
      paymentOptions: ['BANK_TRANSFER'],
      ...costsNothing,
      countries: ['US', 'GB', 'CA'],
    },
    DHL_COURIER: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'MONOBANK', 'PRIVAT_BANK', 'REVOLUT'],
      ...costsNothing,
      countries: ['PL', 'DE', 'UA', 'LT', 'LV', 'EE', 'CZ'],
    },
    DHL_PICKUP_POINT: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'MONOBANK', 'REVOLUT'],
      ...costsNothing,
      countries: ['PL', 'DE'],
    },
  },
  discount: { registration: { enabled: true, value: 10, amountOfCodes: 2, type: 'PERCENT' } },
  integrations: { facebookPixelId: null, googleAnalyticsId: null },
  mainInfo: {
    name: 'Verde Market',
    description: text(
      'Specialty coffee, loose-leaf tea and everything to brew them well, from a small shop in Warsaw.',
      'Kawa speciality, herbata liściasta i wszystko, czego trzeba do ich parzenia, z małego sklepu w Warszawie.',
      'Спешелти-кофе, листовой чай и всё для их заваривания из небольшого магазина в Варшаве.',
      'Спешелті-кава, листовий чай і все для їх заварювання з невеликої крамниці у Варшаві.',
    ),
    logo: 'store/logo.svg',
    currencyCode: 'PLN',
    languageCode: 'pl',
    additionalLanguageCodes: ['en', 'ru', 'ua'],
    favicon: 'store/favicon.svg',
    timeZone: 'Europe/Warsaw',
  },
  navigationBar: {
    pages: ['home', 'catalog', 'catalog-latest-arrivals', 'catalog-discounts', 'contact-us'],
    categories: ['coffee', 'tea', 'brewing', 'gift-sets'],
  },
  pagesContent: pagesContentSeed,
  seo: seoSeed,
  slides: [
    {
      id: 'morning-coffee',
      image: 'slides/slide-1.svg',
      title: text(
        'Slow mornings, better coffee',
        'Spokojne poranki, lepsza kawa',
        'Неспешное утро, лучший кофе',
        'Неквапливий ранок, краща кава',
      ),
      link: null,
    },
    {
      id: 'tea-garden',
      image: 'slides/slide-2.svg',
      title: text(
        'First flush teas are here',
        'Herbaty z pierwszego zbioru już są',
        'Чаи первого сбора уже здесь',
        'Чаї першого збору вже тут',
      ),
      link: null,
    },
    {
      id: 'gift-boxes',
      image: 'slides/slide-3.svg',
      title: text(
        'Gifts that smell wonderful',
        'Prezenty, które pięknie pachną',
        'Подарки с чудесным ароматом',
        'Подарунки з чудовим ароматом',
      ),
      link: null,
    },
  ],
  // Made up, but shaped as the banks make them (the IBAN and the card numbers pass their checks).
  paymentDetails: {
    BANK_TRANSFER: {
      recipient: 'Verde Market sp. z o.o.',
      iban: 'PL61109010140000071219812874',
      bankName: 'Santander Bank Polska',
      bic: 'WBKPPLPP',
    },
    MONOBANK: {
      recipient: 'Olha Melnyk',
      cardNumber: '5375410048217399',
      link: 'https://send.monobank.ua/jar/7VerdeMkt2',
    },
    PRIVAT_BANK: { recipient: 'Olha Melnyk', cardNumber: '5168751022643188', link: null },
    REVOLUT: {
      recipient: 'Verde Market',
      revtag: 'verdemarket',
      link: 'https://revolut.me/verdemarket',
    },
  },
  schedule: {
    MONDAY: open(540, 1080),
    TUESDAY: open(540, 1080),
    WEDNESDAY: open(540, 1080),
    THURSDAY: open(540, 1140),
    FRIDAY: open(540, 1080),
    SATURDAY: open(600, 900),
    SUNDAY: closed,
  },
};
