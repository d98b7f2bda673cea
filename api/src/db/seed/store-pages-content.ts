import type { PublicStore } from '@storefront/shared/core';
import type { AllLanguages } from './types';

const text = (en: string, pl: string, ru: string, ua: string): AllLanguages => ({ en, pl, ru, ua });

/** The home page's texts of the demo shop, in four languages. */
export const pagesContentSeed: PublicStore['pagesContent'] = {
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
};
