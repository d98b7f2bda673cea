import type { CountryCode } from './countries';
import type {
  CountryDeliveryMethod,
  CurrencyCode,
  DeliveryMethod,
  DiscountType,
  PaymentMethod,
  TimeZone,
  Weekday,
} from './enums';
import type { ContentLanguage, LocalizedText } from './languages';
import type { RouteName } from '../routing/routes';

/** The public store configuration, as `GET /api/v1/store` returns it. */
export interface PublicStore {
  id: string;
  contactInfo: StoreContactInfo;
  currency: StoreCurrencies;
  delivery: StoreDelivery;
  discount: StoreDiscount;
  integrations: StoreIntegrations;
  mainInfo: StoreMainInfo;
  navigationBar: StoreNavigationBar;
  pagesContent: StorePagesContent;
  seo: StoreSeo;
  slides: StoreSlide[];
  schedule: StoreSchedule;
  updatedAt: string;
}

export interface StoreContactInfo {
  phoneNumber: string;
  email: string;
  /** A Telegram user or channel name, without the @. */
  telegram: string;
  /** An Instagram account name. */
  instagram: string;
  /** A phone number in international format for WhatsApp. */
  whatsapp: string;
  pickupAddress: string;
}

/**
 * Currencies by code. `rate` is how many units of this currency one unit of the main currency
 * buys; the main currency has rate 1.
 */
export type StoreCurrencies = Partial<Record<CurrencyCode, { active: boolean; rate: number }>>;

/**
 * A delivery method's settings: whether it is offered, how it may be paid, and its price with the
 * rules of its free delivery. A method whose price is 0 and that has no free delivery costs
 * nothing and names no threshold.
 */
export interface DeliveryMethodSettings {
  active: boolean;
  paymentOptions: PaymentMethod[];
  /** Price in minor units of the main currency. */
  price: number;
  freeDelivery: boolean;
  /** Order subtotal, in minor units, from which delivery is free when freeDelivery is on. */
  freeDeliveryFrom: number;
  productDiscountWithFreeDelivery: boolean;
  promoCodeWithFreeDelivery: boolean;
  promotionWithFreeDelivery: boolean;
}

export interface CountryDeliverySettings extends DeliveryMethodSettings {
  countries: CountryCode[];
}

export type StoreDelivery = {
  [M in DeliveryMethod]: M extends CountryDeliveryMethod
    ? CountryDeliverySettings
    : DeliveryMethodSettings;
};

/** Whether a method charges for delivery or promises it free: what a quote of it is worth. */
export const hasDeliveryPrice = (settings: DeliveryMethodSettings): boolean =>
  settings.price > 0 || settings.freeDelivery;

export interface StoreDiscount {
  registration: {
    enabled: boolean;
    /** Minor units of the main currency for AMOUNT, a percentage for PERCENT. */
    value: number;
    amountOfCodes: number;
    type: DiscountType;
  };
}

export interface StoreIntegrations {
  facebookPixelId: string | null;
  googleAnalyticsId: string | null;
}

export interface StoreMainInfo {
  name: string;
  description: LocalizedText;
  logo: string | null;
  currencyCode: CurrencyCode;
  languageCode: ContentLanguage;
  additionalLanguageCodes: ContentLanguage[];
  favicon: string | null;
  timeZone: TimeZone;
}

export interface StoreNavigationBar {
  /** Route names shown in the header, in order. */
  pages: RouteName[];
  /** Category slugs shown in the header, in order. */
  categories: string[];
}

export interface StoreInfoBlock {
  enabled: boolean;
  title: LocalizedText;
  description: LocalizedText;
}

export interface StoreActionBlock extends StoreInfoBlock {
  actionText: LocalizedText;
}

export interface StorePagesContent {
  homeInfoBlock: {
    price: StoreInfoBlock;
    assortment: StoreInfoBlock;
    delivery: StoreInfoBlock;
    worldwideDelivery: StoreInfoBlock;
  };
  homeCTA: StoreActionBlock;
  homeLatestArrivals: StoreActionBlock;
  homeFeaturedProducts: StoreActionBlock;
}

export interface SeoTexts {
  title: LocalizedText;
  description: LocalizedText;
}

export interface StoreSeo {
  general: SeoTexts & { index: boolean; follow: boolean };
  pages: Partial<Record<RouteName, SeoTexts>>;
  category: SeoTexts;
  brand: SeoTexts;
  product: SeoTexts;
}

export interface StoreSlide {
  id: string;
  image: string;
  title: LocalizedText;
  /** A route name the slide links to, if any. */
  link: RouteName | null;
}

/** Opening hours of one weekday, in minutes from midnight in the store's time zone. */
export interface StoreScheduleDay {
  isActive: boolean;
  timeInterval: { startTime: number; endTime: number };
}

export type StoreSchedule = Record<Weekday, StoreScheduleDay>;

/** Minutes in a day: the default end of a schedule interval. */
export const MINUTES_PER_DAY = 1440;
