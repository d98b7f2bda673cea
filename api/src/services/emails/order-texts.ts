import type { Language, OrderStatus } from '@storefront/shared/core';

/**
 * The statuses a shopper gets an email about; packing is the shop's own business. An order
 * placed is NEW with its own confirmation: a change to NEW is a cancelled order restored.
 */
export const NOTIFIED_STATUSES = ['NEW', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

export const isNotified = (status: OrderStatus): status is NotifiedStatus =>
  (NOTIFIED_STATUSES as readonly OrderStatus[]).includes(status);

/** A status email's subject and its news, templates with the order's variables. */
interface StatusTexts {
  subject: string;
  text: string;
}

/**
 * The words of the order emails in one language (the method and status names are shared). The
 * greeting, subjects and news are the default templates' (`{{orderNumber}}`); the labels and the
 * functions word the blocks the templates' variables hold (the order's lines, its destination).
 */
export interface OrderTexts {
  greeting: string;
  placedSubject: string;
  placed: string;
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
    greeting: 'Hello {{customerName}},',
    placedSubject: '{{shopName}}: order {{orderNumber}} received',
    placed:
      'thank you for your order {{orderNumber}}. We have received it and will let you know as it moves on.',
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
        subject: '{{shopName}}: order {{orderNumber}} is restored',
        text: 'your order {{orderNumber}}, cancelled earlier, has been restored and is being processed again.',
      },
      CONFIRMED: {
        subject: '{{shopName}}: order {{orderNumber}} is confirmed',
        text: 'we have confirmed your order {{orderNumber}} and are getting it ready.',
      },
      SHIPPED: {
        subject: '{{shopName}}: order {{orderNumber}} is on its way',
        text: 'your order {{orderNumber}} has left the shop and is on its way to you.',
      },
      DELIVERED: {
        subject: '{{shopName}}: order {{orderNumber}} is delivered',
        text: 'your order {{orderNumber}} has been delivered. Thank you for shopping with us!',
      },
      CANCELLED: {
        subject: '{{shopName}}: order {{orderNumber}} is cancelled',
        text: 'your order {{orderNumber}} has been cancelled. If you have any questions, contact us.',
      },
    },
    refund: 'If you have already paid for it, we will refund the payment.',
    track: 'Follow your order here:',
  },
  pl: {
    greeting: 'Dzień dobry, {{customerName}}!',
    placedSubject: '{{shopName}}: zamówienie nr {{orderNumber}} przyjęte',
    placed:
      'Dziękujemy za zamówienie nr {{orderNumber}}! Przyjęliśmy je i damy Ci znać o każdym kolejnym etapie.',
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
        subject: '{{shopName}}: zamówienie nr {{orderNumber}} przywrócone',
        text: 'Twoje zamówienie nr {{orderNumber}}, wcześniej anulowane, zostało przywrócone i jest ponownie realizowane.',
      },
      CONFIRMED: {
        subject: '{{shopName}}: zamówienie nr {{orderNumber}} potwierdzone',
        text: 'Potwierdziliśmy Twoje zamówienie nr {{orderNumber}} i już je przygotowujemy.',
      },
      SHIPPED: {
        subject: '{{shopName}}: zamówienie nr {{orderNumber}} wysłane',
        text: 'Twoje zamówienie nr {{orderNumber}} zostało wysłane i jest już w drodze.',
      },
      DELIVERED: {
        subject: '{{shopName}}: zamówienie nr {{orderNumber}} dostarczone',
        text: 'Twoje zamówienie nr {{orderNumber}} zostało dostarczone. Dziękujemy za zakupy!',
      },
      CANCELLED: {
        subject: '{{shopName}}: zamówienie nr {{orderNumber}} anulowane',
        text: 'Twoje zamówienie nr {{orderNumber}} zostało anulowane. Jeśli masz pytania, skontaktuj się z nami.',
      },
    },
    refund: 'Jeśli płatność została już wykonana, zwrócimy pieniądze.',
    track: 'Status zamówienia sprawdzisz tutaj:',
  },
  ru: {
    greeting: 'Здравствуйте, {{customerName}}!',
    placedSubject: '{{shopName}}: заказ № {{orderNumber}} принят',
    placed:
      'Спасибо за заказ № {{orderNumber}}! Мы его получили и будем сообщать вам о каждом следующем шаге.',
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
        subject: '{{shopName}}: заказ № {{orderNumber}} восстановлен',
        text: 'Ваш заказ № {{orderNumber}}, отменённый ранее, восстановлен и снова в работе.',
      },
      CONFIRMED: {
        subject: '{{shopName}}: заказ № {{orderNumber}} подтверждён',
        text: 'Мы подтвердили ваш заказ № {{orderNumber}} и уже готовим его.',
      },
      SHIPPED: {
        subject: '{{shopName}}: заказ № {{orderNumber}} отправлен',
        text: 'Ваш заказ № {{orderNumber}} отправлен и уже в пути.',
      },
      DELIVERED: {
        subject: '{{shopName}}: заказ № {{orderNumber}} доставлен',
        text: 'Ваш заказ № {{orderNumber}} доставлен. Спасибо за покупку!',
      },
      CANCELLED: {
        subject: '{{shopName}}: заказ № {{orderNumber}} отменён',
        text: 'Ваш заказ № {{orderNumber}} отменён. Если у вас есть вопросы, свяжитесь с нами.',
      },
    },
    refund: 'Если вы уже оплатили заказ, мы вернём деньги.',
    track: 'Следить за заказом можно здесь:',
  },
  ua: {
    greeting: 'Вітаємо, {{customerName}}!',
    placedSubject: '{{shopName}}: замовлення № {{orderNumber}} прийнято',
    placed:
      'Дякуємо за замовлення № {{orderNumber}}! Ми його отримали й повідомлятимемо вас про кожен наступний крок.',
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
        subject: '{{shopName}}: замовлення № {{orderNumber}} відновлено',
        text: 'Ваше замовлення № {{orderNumber}}, раніше скасоване, відновлено і знову в роботі.',
      },
      CONFIRMED: {
        subject: '{{shopName}}: замовлення № {{orderNumber}} підтверджено',
        text: 'Ми підтвердили ваше замовлення № {{orderNumber}} і вже готуємо його.',
      },
      SHIPPED: {
        subject: '{{shopName}}: замовлення № {{orderNumber}} відправлено',
        text: 'Ваше замовлення № {{orderNumber}} відправлено, воно вже в дорозі.',
      },
      DELIVERED: {
        subject: '{{shopName}}: замовлення № {{orderNumber}} доставлено',
        text: 'Ваше замовлення № {{orderNumber}} доставлено. Дякуємо за покупку!',
      },
      CANCELLED: {
        subject: '{{shopName}}: замовлення № {{orderNumber}} скасовано',
        text: 'Ваше замовлення № {{orderNumber}} скасовано. Якщо маєте запитання, звʼяжіться з нами.',
      },
    },
    refund: 'Якщо ви вже оплатили замовлення, ми повернемо кошти.',
    track: 'Стежити за замовленням можна тут:',
  },
};
