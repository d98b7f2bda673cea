import { MINUTES_PER_DAY, type PublicStore } from '@storefront/shared/core';
import type { AllLanguages } from './types';

type StoreSeed = Omit<PublicStore, 'id' | 'updatedAt'>;

const text = (en: string, pl: string, ru: string, ua: string): AllLanguages => ({ en, pl, ru, ua });
const open = (startTime: number, endTime: number) => ({
  isActive: true,
  timeInterval: { startTime, endTime },
});
const closed = { isActive: false, timeInterval: { startTime: 0, endTime: MINUTES_PER_DAY } };

/** The demo shop's configuration: every field of spec point 3, in four languages. */
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
    LOCAL_PICKUP: { active: true, paymentOptions: ['CASH', 'BANK_TRANSFER', 'REVOLUT'] },
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
      countries: ['PL'],
    },
    INPOST_WEEKEND: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
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
      countries: ['PL', 'CZ', 'SK', 'DE', 'LT'],
    },
    DPD_PICKUP_POINT: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'REVOLUT'],
      countries: ['PL', 'CZ', 'SK'],
    },
    FEDEX_COURIER: {
      active: false,
      paymentOptions: ['BANK_TRANSFER'],
      countries: ['US', 'GB', 'CA'],
    },
    DHL_COURIER: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'MONOBANK', 'PRIVAT_BANK', 'REVOLUT'],
      countries: ['PL', 'DE', 'UA', 'LT', 'LV', 'EE', 'CZ'],
    },
    DHL_PICKUP_POINT: {
      active: true,
      paymentOptions: ['BANK_TRANSFER', 'MONOBANK', 'REVOLUT'],
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
  pagesContent: {
    homeInfoBlock: {
      price: {
        enabled: true,
        title: text('Fair prices', 'Uczciwe ceny', 'Честные цены', 'Чесні ціни'),
        description: text(
          'We buy directly from roasters and tea gardens, so you pay for the product, not the middlemen.',
          'Kupujemy bezpośrednio od palarni i plantacji, więc płacisz za produkt, a nie za pośredników.',
          'Мы закупаем напрямую у обжарщиков и чайных плантаций, поэтому вы платите за товар, а не за посредников.',
          'Ми закуповуємо напряму в обсмажувальників і чайних плантацій, тож ви платите за товар, а не за посередників.',
        ),
      },
      assortment: {
        enabled: true,
        title: text(
          'Chosen by tasting',
          'Wybrane po degustacji',
          'Отобрано дегустацией',
          'Дібрано дегустацією',
        ),
        description: text(
          'Every coffee and tea on our shelves has been cupped and brewed by our team first.',
          'Każdą kawę i herbatę z naszych półek najpierw degustujemy i parzymy sami.',
          'Каждый кофе и чай на наших полках мы сначала дегустируем и завариваем сами.',
          'Кожну каву й чай на наших полицях ми спершу дегустуємо та заварюємо самі.',
        ),
      },
      delivery: {
        enabled: true,
        title: text('Fast delivery', 'Szybka dostawa', 'Быстрая доставка', 'Швидка доставка'),
        description: text(
          'Orders placed by 1 pm leave the same day: parcel lockers, couriers or a taxi in Warsaw.',
          'Zamówienia złożone do 13:00 wysyłamy tego samego dnia: paczkomaty, kurierzy lub taksówka w Warszawie.',
          'Заказы до 13:00 отправляем в тот же день: постаматы, курьеры или такси по Варшаве.',
          'Замовлення до 13:00 відправляємо того ж дня: поштомати, кур’єри або таксі Варшавою.',
        ),
      },
      worldwideDelivery: {
        enabled: true,
        title: text('Across borders', 'Za granicę', 'За границу', 'За кордон'),
        description: text(
          'DPD and DHL take your parcel to Ukraine, the Baltics and most of the European Union.',
          'DPD i DHL dowiozą paczkę do Ukrainy, krajów bałtyckich i większości Unii Europejskiej.',
          'DPD и DHL доставят посылку в Украину, страны Балтии и большую часть Евросоюза.',
          'DPD і DHL доставлять посилку в Україну, країни Балтії та більшу частину Євросоюзу.',
        ),
      },
    },
    homeCTA: {
      enabled: true,
      title: text(
        'Find your morning cup',
        'Znajdź swoją poranną filiżankę',
        'Найдите свою утреннюю чашку',
        'Знайдіть свою ранкову чашку',
      ),
      description: text(
        'Tell us how you brew and we will suggest a coffee or tea to match.',
        'Powiedz nam, jak parzysz, a podpowiemy kawę lub herbatę dla Ciebie.',
        'Расскажите, как вы завариваете, и мы подберём кофе или чай.',
        'Розкажіть, як ви заварюєте, і ми підберемо каву чи чай.',
      ),
      actionText: text(
        'Browse the catalog',
        'Przeglądaj katalog',
        'Смотреть каталог',
        'Переглянути каталог',
      ),
    },
    homeLatestArrivals: {
      enabled: true,
      title: text('New arrivals', 'Nowości', 'Новинки', 'Новинки'),
      description: text(
        'Fresh lots and new gear, just unpacked.',
        'Świeże partie i nowe akcesoria, prosto z dostawy.',
        'Свежие партии и новые аксессуары, только что из поставки.',
        'Свіжі партії та нове приладдя, щойно з поставки.',
      ),
      actionText: text(
        'See all new arrivals',
        'Zobacz wszystkie nowości',
        'Все новинки',
        'Усі новинки',
      ),
    },
    homeFeaturedProducts: {
      enabled: true,
      title: text('Our favorites', 'Nasze ulubione', 'Наши фавориты', 'Наші улюблені'),
      description: text(
        'What the team drinks and recommends this season.',
        'To, co pije i poleca nasz zespół w tym sezonie.',
        'То, что пьёт и советует наша команда в этом сезоне.',
        'Те, що п’є та радить наша команда цього сезону.',
      ),
      actionText: text(
        'See all favorites',
        'Zobacz wszystkie polecane',
        'Все рекомендации',
        'Усі рекомендації',
      ),
    },
  },
  seo: {
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
      description: text(
        '{category} chosen by tasting at {site-name}. Fast delivery across Poland and abroad.',
        '{category} wybrane po degustacji w {site-name}. Szybka dostawa w Polsce i za granicę.',
        '{category}, отобранные дегустацией в {site-name}. Быстрая доставка по Польше и за границу.',
        '{category}, дібрані дегустацією в {site-name}. Швидка доставка Польщею та за кордон.',
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
  },
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
