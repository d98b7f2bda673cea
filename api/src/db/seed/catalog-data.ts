import type { SeedBrand, SeedCategory, SeedProduct } from './types';
import { coffeeProducts } from './catalog-products-coffee';
import { teaProducts } from './catalog-products-tea';
import { brewingProducts } from './catalog-products-brewing';
import { cupsAndMugsProducts } from './catalog-products-cups-and-mugs';
import { sweetsProducts } from './catalog-products-sweets';
import { kitchenProducts } from './catalog-products-kitchen';
import { giftSetsProducts } from './catalog-products-gift-sets';
import { accessoriesProducts } from './catalog-products-accessories';

/**
 * Demo catalog of Verde Market: coffee, tea, brewing equipment, cups and mugs, sweets,
 * kitchen accessories, gift sets and accessories. Prices are in grosze (PLN minor units).
 * Products live in one file per category (catalog-products-<category>.ts).
 */

export const categories: SeedCategory[] = [
  {
    slug: 'coffee',
    name: { en: 'Coffee', pl: 'Kawa', ru: 'Кофе', ua: 'Кава' },
    description: {
      en: 'Freshly roasted single origins and blends, whole bean or ground, from specialty roasters.',
      pl: 'Świeżo palone kawy single origin i mieszanki, ziarniste lub mielone, od palarni kawy specialty.',
      ru: 'Свежеобжаренные моносорта и смеси в зёрнах и молотые от обжарщиков спешелти-кофе.',
      ua: 'Свіжообсмажені моносорти й суміші в зернах і мелені від обсмажувальників спешелті-кави.',
    },
    image: 'coffee.svg',
  },
  {
    slug: 'tea',
    name: { en: 'Tea', pl: 'Herbata', ru: 'Чай', ua: 'Чай' },
    description: {
      en: 'Loose-leaf green, black, oolong and herbal teas from gardens in Asia, Africa and the Carpathians.',
      pl: 'Liściaste herbaty zielone, czarne, oolongi i napary ziołowe z plantacji w Azji, Afryce i Karpatach.',
      ru: 'Листовые зелёные и чёрные чаи, улуны и травяные сборы с плантаций Азии, Африки и Карпат.',
      ua: 'Листові зелені й чорні чаї, улуни та трав’яні збори з плантацій Азії, Африки й Карпат.',
    },
    image: 'tea.svg',
  },
  {
    slug: 'brewing',
    name: {
      en: 'Brewing equipment',
      pl: 'Sprzęt do parzenia',
      ru: 'Оборудование для заваривания',
      ua: 'Обладнання для заварювання',
    },
    description: {
      en: 'Kettles, drippers, presses and teapots for making great coffee and tea at home.',
      pl: 'Czajniki, drippery, zaparzacze i czajniczki do przygotowania świetnej kawy i herbaty w domu.',
      ru: 'Чайники, воронки, прессы и заварники, чтобы готовить отличный кофе и чай дома.',
      ua: 'Чайники, лійки, преси й заварники, щоб готувати чудову каву й чай удома.',
    },
    image: 'brewing.svg',
  },
  {
    slug: 'cups-and-mugs',
    name: {
      en: 'Cups & mugs',
      pl: 'Filiżanki i kubki',
      ru: 'Чашки и кружки',
      ua: 'Чашки й горнята',
    },
    description: {
      en: 'Handmade ceramics, fine porcelain and glassware to enjoy every sip.',
      pl: 'Ręcznie robiona ceramika, porcelana i szkło, by cieszyć się każdym łykiem.',
      ru: 'Керамика ручной работы, фарфор и стекло, чтобы наслаждаться каждым глотком.',
      ua: 'Кераміка ручної роботи, порцеляна й скло, щоб насолоджуватися кожним ковтком.',
    },
    image: 'cups-and-mugs.svg',
  },
  {
    slug: 'sweets',
    name: { en: 'Sweets', pl: 'Słodycze', ru: 'Сладости', ua: 'Солодощі' },
    description: {
      en: 'Craft chocolate, honey, biscuits and treats that pair perfectly with coffee and tea.',
      pl: 'Rzemieślnicza czekolada, miód, ciastka i przysmaki, które idealnie pasują do kawy i herbaty.',
      ru: 'Крафтовый шоколад, мёд, печенье и лакомства, идеально дополняющие кофе и чай.',
      ua: 'Крафтовий шоколад, мед, печиво та ласощі, що ідеально доповнюють каву й чай.',
    },
    image: 'sweets.svg',
  },
  {
    slug: 'kitchen',
    name: { en: 'Kitchen', pl: 'Kuchnia', ru: 'Кухня', ua: 'Кухня' },
    description: {
      en: 'Grinders, scales, storage and serveware for a well-equipped coffee corner.',
      pl: 'Młynki, wagi, pojemniki i akcesoria do serwowania dla dobrze wyposażonego kącika kawowego.',
      ru: 'Кофемолки, весы, банки для хранения и посуда для подачи для хорошо оборудованного кофейного уголка.',
      ua: 'Кавомолки, ваги, банки для зберігання й посуд для подачі для добре облаштованого кавового куточка.',
    },
    image: 'kitchen.svg',
  },
  {
    slug: 'gift-sets',
    name: {
      en: 'Gift sets',
      pl: 'Zestawy prezentowe',
      ru: 'Подарочные наборы',
      ua: 'Подарункові набори',
    },
    description: {
      en: 'Beautifully packed sets for coffee lovers, tea enthusiasts and everyone with a sweet tooth.',
      pl: 'Pięknie zapakowane zestawy dla miłośników kawy, herbaty i wszystkich łasuchów.',
      ru: 'Красиво упакованные наборы для любителей кофе, ценителей чая и всех сладкоежек.',
      ua: 'Гарно запаковані набори для поціновувачів кави, любителів чаю та всіх ласунів.',
    },
    image: 'gift-sets.svg',
  },
  {
    slug: 'accessories',
    name: { en: 'Accessories', pl: 'Akcesoria', ru: 'Аксессуары', ua: 'Аксесуари' },
    description: {
      en: 'Filters, infusers, scoops and other small essentials for your daily ritual.',
      pl: 'Filtry, zaparzacze, miarki i inne drobiazgi niezbędne w codziennym rytuale.',
      ru: 'Фильтры, ситечки, мерные ложки и другие полезные мелочи для ежедневного ритуала.',
      ua: 'Фільтри, ситечка, мірні ложки та інші корисні дрібниці для щоденного ритуалу.',
    },
    image: 'accessories.svg',
  },
];

/** Fictional brands; country is the ISO 3166-1 alpha-2 code of the brand's home country. */
export const brands: SeedBrand[] = [
  { slug: 'palarnia-wrzos', name: 'Palarnia Wrzos', country: 'PL' },
  { slug: 'mgla-tea-house', name: 'Mgła Tea House', country: 'PL' },
  { slug: 'glina-studio', name: 'Glina Studio', country: 'PL' },
  { slug: 'slodka-sowa', name: 'Słodka Sowa', country: 'PL' },
  { slug: 'polonyna-brew', name: 'Polonyna Brew', country: 'UA' },
  { slug: 'officina-fiore', name: 'Officina Fiore', country: 'IT' },
  { slug: 'nordwald-manufaktur', name: 'Nordwald Manufaktur', country: 'DE' },
  { slug: 'kumo-craft', name: 'Kumo Craft', country: 'JP' },
];

export const products: SeedProduct[] = [
  ...coffeeProducts,
  ...teaProducts,
  ...brewingProducts,
  ...cupsAndMugsProducts,
  ...sweetsProducts,
  ...kitchenProducts,
  ...giftSetsProducts,
  ...accessoriesProducts,
];
