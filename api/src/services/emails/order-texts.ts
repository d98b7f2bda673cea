import type { Language, OrderStatus } from '@storefront/shared/core';

/**
 * The statuses a shopper gets an email about; packing is the shop's own business. An order
 * placed is NEW with its own confirmation: a change to NEW is a cancelled order restored.
 */
export const NOTIFIED_STATUSES = ['NEW', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

export const isNotified = (status: OrderStatus): status is NotifiedStatus =>
  (NOTIFIED_STATUSES as readonly OrderStatus[]).includes(status);

interface StatusTexts {
  subject: (shop: string, number: number) => string;
  text: (number: number) => string;
}

/** The words of the order emails in one language (the method and status names are shared). */
export interface OrderTexts {
  greeting: (firstName: string) => string;
  placedSubject: (shop: string, number: number) => string;
  placed: (number: number) => string;
  lines: string;
  subtotal: string;
  promotion: (name: string) => string;
  promoCode: (code: string) => string;
  delivery: string;
  free: string;
  total: string;
  payment: string;
  point: (code: string, country: string) => string;
  status: string;
  statuses: Record<NotifiedStatus, StatusTexts>;
  /** Added to the cancellation of an order paid ahead. */
  refund: string;
  track: string;
}

export const ORDER_TEXTS: Record<Language, OrderTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    placedSubject: (shop, n) => `${shop}: order ${n} received`,
    placed: (n) =>
      `thank you for your order ${n}. We have received it and will let you know as it moves on.`,
    lines: 'What you ordered:',
    subtotal: 'Products',
    promotion: (name) => `Promotion: ${name}`,
    promoCode: (code) => `Promo code ${code}`,
    delivery: 'Delivery',
    free: 'free',
    total: 'Total',
    payment: 'Payment',
    point: (code, country) => `point ${code}, ${country}`,
    status: 'Order status',
    statuses: {
      NEW: {
        subject: (shop, n) => `${shop}: order ${n} is restored`,
        text: (n) =>
          `your order ${n}, cancelled earlier, has been restored and is being processed again.`,
      },
      CONFIRMED: {
        subject: (shop, n) => `${shop}: order ${n} is confirmed`,
        text: (n) => `we have confirmed your order ${n} and are getting it ready.`,
      },
      SHIPPED: {
        subject: (shop, n) => `${shop}: order ${n} is on its way`,
        text: (n) => `your order ${n} has left the shop and is on its way to you.`,
      },
      DELIVERED: {
        subject: (shop, n) => `${shop}: order ${n} is delivered`,
        text: (n) => `your order ${n} has been delivered. Thank you for shopping with us!`,
      },
      CANCELLED: {
        subject: (shop, n) => `${shop}: order ${n} is cancelled`,
        text: (n) => `your order ${n} has been cancelled. If you have any questions, contact us.`,
      },
    },
    refund: 'If you have already paid for it, we will refund the payment.',
    track: 'Follow your order here:',
  },
  pl: {
    greeting: (name) => `Dzień dobry, ${name}!`,
    placedSubject: (shop, n) => `${shop}: zamówienie nr ${n} przyjęte`,
    placed: (n) =>
      `Dziękujemy za zamówienie nr ${n}! Przyjęliśmy je i damy Ci znać o każdym kolejnym etapie.`,
    lines: 'Zamówione produkty:',
    subtotal: 'Produkty',
    promotion: (name) => `Promocja: ${name}`,
    promoCode: (code) => `Kod rabatowy ${code}`,
    delivery: 'Dostawa',
    free: 'za darmo',
    total: 'Razem',
    payment: 'Płatność',
    point: (code, country) => `punkt ${code}, ${country}`,
    status: 'Status zamówienia',
    statuses: {
      NEW: {
        subject: (shop, n) => `${shop}: zamówienie nr ${n} przywrócone`,
        text: (n) =>
          `Twoje zamówienie nr ${n}, wcześniej anulowane, zostało przywrócone i jest ponownie realizowane.`,
      },
      CONFIRMED: {
        subject: (shop, n) => `${shop}: zamówienie nr ${n} potwierdzone`,
        text: (n) => `Potwierdziliśmy Twoje zamówienie nr ${n} i już je przygotowujemy.`,
      },
      SHIPPED: {
        subject: (shop, n) => `${shop}: zamówienie nr ${n} wysłane`,
        text: (n) => `Twoje zamówienie nr ${n} zostało wysłane i jest już w drodze.`,
      },
      DELIVERED: {
        subject: (shop, n) => `${shop}: zamówienie nr ${n} dostarczone`,
        text: (n) => `Twoje zamówienie nr ${n} zostało dostarczone. Dziękujemy za zakupy!`,
      },
      CANCELLED: {
        subject: (shop, n) => `${shop}: zamówienie nr ${n} anulowane`,
        text: (n) =>
          `Twoje zamówienie nr ${n} zostało anulowane. Jeśli masz pytania, skontaktuj się z nami.`,
      },
    },
    refund: 'Jeśli płatność została już wykonana, zwrócimy pieniądze.',
    track: 'Status zamówienia sprawdzisz tutaj:',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    placedSubject: (shop, n) => `${shop}: заказ № ${n} принят`,
    placed: (n) =>
      `Спасибо за заказ № ${n}! Мы его получили и будем сообщать вам о каждом следующем шаге.`,
    lines: 'Состав заказа:',
    subtotal: 'Товары',
    promotion: (name) => `Акция: ${name}`,
    promoCode: (code) => `Промокод ${code}`,
    delivery: 'Доставка',
    free: 'бесплатно',
    total: 'Итого',
    payment: 'Оплата',
    point: (code, country) => `пункт ${code}, ${country}`,
    status: 'Статус заказа',
    statuses: {
      NEW: {
        subject: (shop, n) => `${shop}: заказ № ${n} восстановлен`,
        text: (n) => `Ваш заказ № ${n}, отменённый ранее, восстановлен и снова в работе.`,
      },
      CONFIRMED: {
        subject: (shop, n) => `${shop}: заказ № ${n} подтверждён`,
        text: (n) => `Мы подтвердили ваш заказ № ${n} и уже готовим его.`,
      },
      SHIPPED: {
        subject: (shop, n) => `${shop}: заказ № ${n} отправлен`,
        text: (n) => `Ваш заказ № ${n} отправлен и уже в пути.`,
      },
      DELIVERED: {
        subject: (shop, n) => `${shop}: заказ № ${n} доставлен`,
        text: (n) => `Ваш заказ № ${n} доставлен. Спасибо за покупку!`,
      },
      CANCELLED: {
        subject: (shop, n) => `${shop}: заказ № ${n} отменён`,
        text: (n) => `Ваш заказ № ${n} отменён. Если у вас есть вопросы, свяжитесь с нами.`,
      },
    },
    refund: 'Если вы уже оплатили заказ, мы вернём деньги.',
    track: 'Следить за заказом можно здесь:',
  },
  ua: {
    greeting: (name) => `Вітаємо, ${name}!`,
    placedSubject: (shop, n) => `${shop}: замовлення № ${n} прийнято`,
    placed: (n) =>
      `Дякуємо за замовлення № ${n}! Ми його отримали й повідомлятимемо вас про кожен наступний крок.`,
    lines: 'Склад замовлення:',
    subtotal: 'Товари',
    promotion: (name) => `Акція: ${name}`,
    promoCode: (code) => `Промокод ${code}`,
    delivery: 'Доставка',
    free: 'безкоштовно',
    total: 'Разом',
    payment: 'Оплата',
    point: (code, country) => `пункт ${code}, ${country}`,
    status: 'Статус замовлення',
    statuses: {
      NEW: {
        subject: (shop, n) => `${shop}: замовлення № ${n} відновлено`,
        text: (n) => `Ваше замовлення № ${n}, раніше скасоване, відновлено і знову в роботі.`,
      },
      CONFIRMED: {
        subject: (shop, n) => `${shop}: замовлення № ${n} підтверджено`,
        text: (n) => `Ми підтвердили ваше замовлення № ${n} і вже готуємо його.`,
      },
      SHIPPED: {
        subject: (shop, n) => `${shop}: замовлення № ${n} відправлено`,
        text: (n) => `Ваше замовлення № ${n} відправлено, воно вже в дорозі.`,
      },
      DELIVERED: {
        subject: (shop, n) => `${shop}: замовлення № ${n} доставлено`,
        text: (n) => `Ваше замовлення № ${n} доставлено. Дякуємо за покупку!`,
      },
      CANCELLED: {
        subject: (shop, n) => `${shop}: замовлення № ${n} скасовано`,
        text: (n) => `Ваше замовлення № ${n} скасовано. Якщо маєте запитання, звʼяжіться з нами.`,
      },
    },
    refund: 'Якщо ви вже оплатили замовлення, ми повернемо кошти.',
    track: 'Стежити за замовленням можна тут:',
  },
};
