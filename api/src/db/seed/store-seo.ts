import type { PublicStore } from '@storefront/shared/core';
import type { AllLanguages } from './types';

const text = (en: string, pl: string, ru: string, ua: string): AllLanguages => ({ en, pl, ru, ua });

/** The demo shop's SEO texts, with the placeholders the head fills in. */
export const seoSeed: PublicStore['seo'] = {
  general: {
    title: text(
      'Verde Market {separator} coffee, tea and brewing gear',
      'Verde Market {separator} kawa, herbata i akcesoria do parzenia',
      'Verde Market {separator} кофе, чай и всё для заваривания',
      'Verde Market {separator} кава, чай і приладдя для заварювання',
    ),
    description: text(
      'Specialty coffee, loose-leaf tea, brewing equipment and gifts. Delivery across Poland, to Ukraine and the EU.',
      'Kawa speciality, herbata liściasta, akcesoria do parzenia i prezenty. Dostawa w całej Polsce, do Ukrainy i UE.',
      'Спешелти-кофе, листовой чай, принадлежности для заваривания и подарки. Доставка по Польше, в Украину и ЕС.',
      'Спешелті-кава, листовий чай, приладдя для заварювання та подарунки. Доставка Польщею, в Україну та ЄС.',
    ),
    index: true,
    follow: true,
  },
  pages: {
    'contact-us': {
      title: text('Contact us', 'Kontakt', 'Контакты', 'Контакти'),
      description: text(
        'Questions about an order, a product or a delivery? Write to us; we answer within two working days.',
        'Pytanie o zamówienie, produkt lub dostawę? Napisz do nas; odpowiadamy w ciągu dwóch dni roboczych.',
        'Вопрос о заказе, товаре или доставке? Напишите нам; мы отвечаем в течение двух рабочих дней.',
        'Питання щодо замовлення, товару чи доставки? Напишіть нам; ми відповідаємо протягом двох робочих днів.',
      ),
    },
    'privacy-policy': {
      title: text(
        'Privacy policy',
        'Polityka prywatności',
        'Политика конфиденциальности',
        'Політика конфіденційності',
      ),
      description: text(
        'How Verde Market collects, uses and protects your personal data, which cookies we use, and your rights under the GDPR.',
        'Jak Verde Market zbiera, wykorzystuje i chroni Twoje dane osobowe, jakich plików cookie używamy i jakie masz prawa zgodnie z RODO.',
        'Как Verde Market собирает, использует и защищает ваши персональные данные, какие cookie мы используем и ваши права по GDPR.',
        'Як Verde Market збирає, використовує та захищає ваші персональні дані, які cookie ми використовуємо і ваші права за GDPR.',
      ),
    },
    'terms-and-conditions': {
      title: text(
        'Terms and conditions',
        'Regulamin sklepu',
        'Правила и условия',
        'Правила та умови',
      ),
      description: text(
        'The rules of shopping at Verde Market: orders, prices, payment, delivery, returns, complaints and promo codes.',
        'Zasady zakupów w Verde Market: zamówienia, ceny, płatności, dostawa, zwroty, reklamacje i kody rabatowe.',
        'Правила покупок в Verde Market: заказы, цены, оплата, доставка, возвраты, жалобы и промокоды.',
        'Правила покупок у Verde Market: замовлення, ціни, оплата, доставка, повернення, скарги та промокоди.',
      ),
    },
  },
  category: {
    title: text(
      '{category} {separator} {site-name}',
      '{category} {separator} {site-name}',
      '{category} {separator} {site-name}',
      '{category} {separator} {site-name}',
    ),
    // Nothing here agrees with {category}: its name may be of any gender and number ("Herbata",
    // "Akcesoria", "Кофе", "Чашки й горнята").
    description: text(
      '{category} at {site-name}: every product tried and chosen by us. Fast delivery across Poland and abroad.',
      '{category} w {site-name}: każdy produkt sami wypróbowaliśmy i wybraliśmy. Szybka dostawa w Polsce i za granicę.',
      '{category} в {site-name}: каждый товар мы сами попробовали и отобрали. Быстрая доставка по Польше и за границу.',
      '{category} у {site-name}: кожен товар ми самі випробували й відібрали. Швидка доставка Польщею та за кордон.',
    ),
  },
  brand: {
    title: text(
      '{brand} {separator} {site-name}',
      '{brand} {separator} {site-name}',
      '{brand} {separator} {site-name}',
      '{brand} {separator} {site-name}',
    ),
    description: text(
      'Products by {brand} at {site-name}.',
      'Produkty marki {brand} w {site-name}.',
      'Товары бренда {brand} в {site-name}.',
      'Товари бренду {brand} у {site-name}.',
    ),
  },
  product: {
    title: text(
      '{product-name} {separator} {category} {separator} {site-name}',
      '{product-name} {separator} {category} {separator} {site-name}',
      '{product-name} {separator} {category} {separator} {site-name}',
      '{product-name} {separator} {category} {separator} {site-name}',
    ),
    description: text(
      '{product-name} by {brand} for {price}. Order at {site-name}.',
      '{product-name} marki {brand} za {price}. Zamów w {site-name}.',
      '{product-name} от {brand} за {price}. Закажите в {site-name}.',
      '{product-name} від {brand} за {price}. Замовте в {site-name}.',
    ),
  },
};
