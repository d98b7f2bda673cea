import { DELIVERY_METHODS, WEEKDAYS, type DeliveryMethod } from './enums';
import {
  MINUTES_PER_DAY,
  type PublicStore,
  type StoreActionBlock,
  type StoreDelivery,
  type StoreInfoBlock,
} from './store';
import { COUNTRY_DELIVERY_METHODS } from './enums';

const infoBlock = (): StoreInfoBlock => ({ enabled: false, title: {}, description: {} });
const actionBlock = (): StoreActionBlock => ({ ...infoBlock(), actionText: {} });

function defaultDelivery(): StoreDelivery {
  const entries = DELIVERY_METHODS.map((method: DeliveryMethod) => {
    const base = {
      active: false,
      paymentOptions: [],
      price: 0,
      freeDelivery: false,
      freeDeliveryFrom: 0,
      productDiscountWithFreeDelivery: false,
      promoCodeWithFreeDelivery: false,
      promotionWithFreeDelivery: false,
    };
    if ((COUNTRY_DELIVERY_METHODS as readonly string[]).includes(method))
      return [method, { ...base, countries: [] }];
    return [method, base];
  });
  return Object.fromEntries(entries) as StoreDelivery;
}

/**
 * The default public store: what the storefront holds before the store loads and
 * after a reset. English, PLN, nothing enabled, every day closed from 0 to 1440 minutes.
 */
export const DEFAULT_PUBLIC_STORE: PublicStore = {
  id: '',
  contactInfo: {
    phoneNumber: '',
    email: '',
    telegram: '',
    instagram: '',
    whatsapp: '',
    pickupAddress: '',
  },
  currency: { PLN: { active: true, rate: 1 } },
  delivery: defaultDelivery(),
  discount: { registration: { enabled: false, value: 0, amountOfCodes: 0, type: 'AMOUNT' } },
  integrations: { facebookPixelId: null, googleAnalyticsId: null },
  mainInfo: {
    name: '',
    description: {},
    logo: null,
    currencyCode: 'PLN',
    languageCode: 'en',
    additionalLanguageCodes: [],
    favicon: null,
    timeZone: 'Europe/Warsaw',
  },
  navigationBar: { pages: [], categories: [] },
  pagesContent: {
    homeInfoBlock: {
      price: infoBlock(),
      assortment: infoBlock(),
      delivery: infoBlock(),
      worldwideDelivery: infoBlock(),
    },
    homeCTA: actionBlock(),
    homeLatestArrivals: actionBlock(),
    homeFeaturedProducts: actionBlock(),
  },
  seo: {
    general: { title: {}, description: {}, index: true, follow: true },
    pages: {},
    category: { title: {}, description: {} },
    brand: { title: {}, description: {} },
    product: { title: {}, description: {} },
  },
  slides: [],
  schedule: Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { isActive: false, timeInterval: { startTime: 0, endTime: MINUTES_PER_DAY } },
    ]),
  ) as PublicStore['schedule'],
  updatedAt: new Date(0).toISOString(),
};
