import type { SeedProduct } from './types';

/** Demo catalog: the kitchen category (8 products). */
export const kitchenProducts: SeedProduct[] = [
  {
    slug: 'manual-burr-coffee-grinder',
    category: 'kitchen',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Manual burr coffee grinder',
      pl: 'Ręczny młynek do kawy z żarnami',
      ru: 'Ручная кофемолка с жерновами',
      ua: 'Ручна кавомолка з жорнами',
    },
    description: {
      en: 'A compact hand grinder with hardened steel conical burrs and 40 click settings, from Turkish-fine to French-press coarse. Double bearings keep the burr perfectly centred for an even grind that brings out sweetness and clarity. Holds 30 g, enough for two cups.',
      pl: 'Kompaktowy młynek ręczny ze stożkowymi żarnami z hartowanej stali i 40 stopniami regulacji – od bardzo drobnego mielenia do kawy po turecku po grube do french pressa. Podwójne łożyska utrzymują żarna idealnie w osi, zapewniając równomierne mielenie, które wydobywa słodycz i klarowność. Mieści 30 g kawy – wystarczy na dwie filiżanki.',
      ru: 'Компактная ручная кофемолка с коническими жерновами из закалённой стали и 40 щелчками регулировки — от тончайшего помола для турки до крупного для френч-пресса. Двойные подшипники удерживают жернова строго по оси для равномерного помола, который раскрывает сладость и чистоту вкуса. Вмещает 30 г — на две чашки.',
      ua: 'Компактна ручна кавомолка з конічними жорнами із загартованої сталі та 40 клацаннями регулювання — від найдрібнішого помелу для джезви до грубого для френч-преса. Подвійні підшипники утримують жорна строго по осі для рівномірного помелу, який розкриває солодкість і чистоту смаку. Вміщує 30 г — на дві чашки.',
    },
    price: 27900,
    discountPrice: 22900,
    stock: 19,
    featured: true,
    arrivedDaysAgo: 30,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Aluminium, hardened steel',
          pl: 'Aluminium, stal hartowana',
          ru: 'Алюминий, закалённая сталь',
          ua: 'Алюміній, загартована сталь',
        },
      },
      {
        name: { en: 'Capacity', pl: 'Pojemność', ru: 'Вместимость', ua: 'Місткість' },
        value: { en: '30 g', pl: '30 g', ru: '30 г', ua: '30 г' },
      },
      {
        name: {
          en: 'Grind settings',
          pl: 'Stopnie mielenia',
          ru: 'Ступени помола',
          ua: 'Ступені помелу',
        },
        value: { en: '40', pl: '40', ru: '40', ua: '40' },
      },
    ],
    images: ['manual-burr-coffee-grinder.svg', 'manual-burr-coffee-grinder-2.svg'],
  },
  {
    slug: 'digital-coffee-scale-with-timer',
    category: 'kitchen',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Digital coffee scale with timer',
      pl: 'Cyfrowa waga do kawy z timerem',
      ru: 'Цифровые весы для кофе с таймером',
      ua: 'Цифрові ваги для кави з таймером',
    },
    description: {
      en: 'A slim scale accurate to 0.1 g with a built-in timer, so you can follow any recipe gram by gram and second by second. The silicone mat protects it from hot spills and doubles as a non-slip pad. Charges via USB-C and lasts weeks on one charge.',
      pl: 'Smukła waga z dokładnością do 0,1 g i wbudowanym timerem – z nią wykonasz każdy przepis co do grama i sekundy. Silikonowa mata chroni ją przed gorącą wodą i zapobiega przesuwaniu. Ładowana przez USB-C, działa tygodniami na jednym ładowaniu.',
      ru: 'Тонкие весы с точностью до 0,1 г и встроенным таймером — с ними любой рецепт можно повторить до грамма и секунды. Силиконовый коврик защищает от горячих брызг и не даёт весам скользить. Заряжаются через USB-C и работают неделями на одном заряде.',
      ua: 'Тонкі ваги з точністю до 0,1 г і вбудованим таймером — з ними будь-який рецепт можна повторити до грама й секунди. Силіконовий килимок захищає від гарячих бризок і не дає вагам ковзати. Заряджаються через USB-C і працюють тижнями на одному заряді.',
    },
    price: 15900,
    discountPrice: null,
    stock: 33,
    featured: false,
    arrivedDaysAgo: 160,
    attributes: [
      {
        name: { en: 'Accuracy', pl: 'Dokładność', ru: 'Точность', ua: 'Точність' },
        value: { en: '0.1 g', pl: '0,1 g', ru: '0,1 г', ua: '0,1 г' },
      },
      {
        name: {
          en: 'Max. load',
          pl: 'Maks. obciążenie',
          ru: 'Макс. нагрузка',
          ua: 'Макс. навантаження',
        },
        value: { en: '3 kg', pl: '3 kg', ru: '3 кг', ua: '3 кг' },
      },
      {
        name: { en: 'Dimensions', pl: 'Wymiary', ru: 'Размеры', ua: 'Розміри' },
        value: {
          en: '15 × 13 × 2 cm',
          pl: '15 × 13 × 2 cm',
          ru: '15 × 13 × 2 см',
          ua: '15 × 13 × 2 см',
        },
      },
    ],
    images: ['digital-coffee-scale-with-timer.svg'],
  },
  {
    slug: 'airtight-coffee-canister-500g',
    category: 'kitchen',
    brand: 'polonyna-brew',
    name: {
      en: 'Airtight coffee canister with valve 500 g',
      pl: 'Szczelny pojemnik na kawę z zaworkiem 500 g',
      ru: 'Герметичная банка для кофе с клапаном 500 г',
      ua: 'Герметична банка для кави з клапаном 500 г',
    },
    description: {
      en: 'A powder-coated steel canister with a one-way CO₂ valve that lets freshly roasted beans breathe while keeping oxygen out. The date dial on the lid reminds you when the bag was opened. Holds up to 500 g of beans and looks good on any shelf.',
      pl: 'Stalowy pojemnik malowany proszkowo z jednokierunkowym zaworkiem, który wypuszcza CO₂ ze świeżo palonych ziaren, nie wpuszczając tlenu. Pokrętło z datą na pokrywce przypomina, kiedy otwarto opakowanie. Mieści do 500 g ziaren i dobrze wygląda na każdej półce.',
      ru: 'Стальная банка с порошковым покрытием и односторонним клапаном, который выпускает CO₂ из свежеобжаренных зёрен, не пропуская кислород. Диск с датой на крышке напомнит, когда была открыта пачка. Вмещает до 500 г зёрен и хорошо смотрится на любой полке.',
      ua: 'Сталева банка з порошковим покриттям і одностороннім клапаном, який випускає CO₂ зі свіжообсмажених зерен, не пропускаючи кисень. Диск із датою на кришці нагадає, коли було відкрито пачку. Вміщує до 500 г зерен і гарно виглядає на будь-якій полиці.',
    },
    price: 8900,
    discountPrice: null,
    stock: 47,
    featured: false,
    arrivedDaysAgo: 85,
    attributes: [
      {
        name: { en: 'Capacity', pl: 'Pojemność', ru: 'Вместимость', ua: 'Місткість' },
        value: { en: '500 g', pl: '500 g', ru: '500 г', ua: '500 г' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Powder-coated steel',
          pl: 'Stal malowana proszkowo',
          ru: 'Сталь с порошковым покрытием',
          ua: 'Сталь із порошковим покриттям',
        },
      },
      {
        name: { en: 'Colour', pl: 'Kolor', ru: 'Цвет', ua: 'Колір' },
        value: { en: 'Terracotta', pl: 'Terakota', ru: 'Терракота', ua: 'Теракота' },
      },
    ],
    images: ['airtight-coffee-canister-500g.svg'],
  },
  {
    slug: 'oak-serving-board-40cm',
    category: 'kitchen',
    brand: 'polonyna-brew',
    name: {
      en: 'Oak serving board 40 cm',
      pl: 'Dębowa deska do serwowania 40 cm',
      ru: 'Дубовая сервировочная доска 40 см',
      ua: 'Дубова сервірувальна дошка 40 см',
    },
    description: {
      en: 'Cut from a single piece of Carpathian oak and finished with food-safe linseed oil, with a rounded handle and a leather hanging loop. Ideal for serving cake, cheese or a breakfast spread alongside a pot of coffee. Each board shows its own unique grain.',
      pl: 'Wycięta z jednego kawałka karpackiego dębu i wykończona bezpiecznym dla żywności olejem lnianym, z zaokrągloną rączką i skórzaną pętelką do zawieszenia. Idealna do podania ciasta, serów czy śniadania przy dzbanku kawy. Każda deska ma własny, niepowtarzalny rysunek słojów.',
      ru: 'Вырезана из цельного куска карпатского дуба и покрыта безопасным для пищи льняным маслом, с округлой ручкой и кожаной петлёй для подвешивания. Идеальна для подачи пирога, сыров или завтрака к кофейнику. У каждой доски свой неповторимый рисунок волокон.',
      ua: 'Вирізана з цільного шматка карпатського дуба й покрита безпечною для їжі лляною олією, з округлою ручкою та шкіряною петлею для підвішування. Ідеальна для подачі пирога, сирів чи сніданку до кавника. Кожна дошка має свій неповторний малюнок волокон.',
    },
    price: 11900,
    discountPrice: null,
    stock: 12,
    featured: false,
    arrivedDaysAgo: 270,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Oak', pl: 'Dąb', ru: 'Дуб', ua: 'Дуб' },
      },
      {
        name: { en: 'Dimensions', pl: 'Wymiary', ru: 'Размеры', ua: 'Розміри' },
        value: {
          en: '40 × 20 × 2 cm',
          pl: '40 × 20 × 2 cm',
          ru: '40 × 20 × 2 см',
          ua: '40 × 20 × 2 см',
        },
      },
      {
        name: { en: 'Care', pl: 'Pielęgnacja', ru: 'Уход', ua: 'Догляд' },
        value: {
          en: 'Hand wash, oil occasionally',
          pl: 'Myć ręcznie, od czasu do czasu olejować',
          ru: 'Мыть вручную, периодически смазывать маслом',
          ua: 'Мити вручну, час від часу змащувати олією',
        },
      },
    ],
    images: ['oak-serving-board-40cm.svg'],
  },
  {
    slug: 'handheld-milk-frother',
    category: 'kitchen',
    brand: 'officina-fiore',
    name: {
      en: 'Handheld milk frother',
      pl: 'Ręczny spieniacz do mleka',
      ru: 'Ручной вспениватель молока',
      ua: 'Ручний спінювач молока',
    },
    description: {
      en: 'A battery-powered whisk that turns warm milk into silky microfoam in about 20 seconds. Great for cappuccino, matcha latte and hot chocolate, and it comes with a steel stand so it never rolls off the counter. Runs on two AA batteries, included.',
      pl: 'Zasilana bateriami trzepaczka, która w około 20 sekund zamienia ciepłe mleko w jedwabistą mikropiankę. Świetna do cappuccino, matcha latte i gorącej czekolady, a dzięki stalowemu stojakowi nigdy nie sturla się z blatu. Działa na dwie baterie AA, dołączone do zestawu.',
      ru: 'Венчик на батарейках, который примерно за 20 секунд превращает тёплое молоко в шелковистую микропену. Отлично подходит для капучино, матча-латте и горячего шоколада, а стальная подставка не даст ему скатиться со стола. Работает от двух батареек AA, они в комплекте.',
      ua: 'Віничок на батарейках, який приблизно за 20 секунд перетворює тепле молоко на шовковисту мікропіну. Чудово підходить для капучино, матча-лате та гарячого шоколаду, а сталева підставка не дасть йому скотитися зі столу. Працює від двох батарейок AA, вони в комплекті.',
    },
    price: 6900,
    discountPrice: 5490,
    stock: 58,
    featured: false,
    arrivedDaysAgo: 16,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Stainless steel',
          pl: 'Stal nierdzewna',
          ru: 'Нержавеющая сталь',
          ua: 'Нержавна сталь',
        },
      },
      {
        name: { en: 'Power supply', pl: 'Zasilanie', ru: 'Питание', ua: 'Живлення' },
        value: { en: '2 × AA', pl: '2 × AA', ru: '2 × AA', ua: '2 × AA' },
      },
      {
        name: { en: 'Colour', pl: 'Kolor', ru: 'Цвет', ua: 'Колір' },
        value: { en: 'Matte black', pl: 'Czarny mat', ru: 'Матовый чёрный', ua: 'Матовий чорний' },
      },
    ],
    images: ['handheld-milk-frother.svg'],
  },
  {
    slug: 'linen-tea-towels-set-of-2',
    category: 'kitchen',
    brand: 'glina-studio',
    name: {
      en: 'Linen tea towels, set of 2',
      pl: 'Lniane ściereczki kuchenne, 2 szt.',
      ru: 'Льняные кухонные полотенца, 2 шт.',
      ua: 'Лляні кухонні рушники, 2 шт.',
    },
    description: {
      en: 'Stonewashed Polish linen towels in sage and oat stripes, soft from the very first use. Linen is naturally absorbent and lint-free, so glasses and ceramics dry to a streak-free shine. They get softer with every wash.',
      pl: 'Stonewashowane ściereczki z polskiego lnu w paski w kolorze szałwii i owsa, miękkie od pierwszego użycia. Len naturalnie chłonie wodę i nie pyli, więc szkło i ceramika schną bez smug. Z każdym praniem stają się jeszcze miększe.',
      ru: 'Полотенца из польского льна со стоунвош-обработкой, в полоску цвета шалфея и овса, мягкие с первого использования. Лён естественно впитывает влагу и не оставляет ворсинок, поэтому стекло и керамика высыхают без разводов. С каждой стиркой становятся ещё мягче.',
      ua: 'Рушники з польського льону з обробкою стоунвош, у смужку кольору шавлії та вівса, м’які з першого використання. Льон природно вбирає вологу й не залишає ворсинок, тож скло й кераміка висихають без розводів. З кожним пранням стають ще м’якшими.',
    },
    price: 5490,
    discountPrice: null,
    stock: 64,
    featured: false,
    arrivedDaysAgo: 140,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: '100% linen', pl: '100% len', ru: '100% лён', ua: '100% льон' },
      },
      {
        name: { en: 'Dimensions', pl: 'Wymiary', ru: 'Размеры', ua: 'Розміри' },
        value: { en: '50 × 70 cm', pl: '50 × 70 cm', ru: '50 × 70 см', ua: '50 × 70 см' },
      },
      {
        name: { en: 'Quantity', pl: 'Ilość', ru: 'Количество', ua: 'Кількість' },
        value: { en: '2 pcs', pl: '2 szt.', ru: '2 шт.', ua: '2 шт.' },
      },
    ],
    images: ['linen-tea-towels-set-of-2.svg'],
  },
  {
    slug: 'ceramic-sugar-bowl-with-spoon',
    category: 'kitchen',
    brand: 'glina-studio',
    name: {
      en: 'Ceramic sugar bowl with wooden spoon',
      pl: 'Ceramiczna cukiernica z drewnianą łyżeczką',
      ru: 'Керамическая сахарница с деревянной ложечкой',
      ua: 'Керамічна цукорниця з дерев’яною ложечкою',
    },
    description: {
      en: 'A small lidded jar in speckled oatmeal glaze with a notch for the little beech spoon that comes with it. Use it for sugar, honey crystals or loose-leaf tea by the kettle. Made by hand, so the glaze varies slightly from piece to piece.',
      pl: 'Mały pojemnik z pokrywką w nakrapianym owsianym szkliwie z wycięciem na dołączoną bukową łyżeczkę. Sprawdzi się do cukru, skrystalizowanego miodu lub herbaty liściastej obok czajnika. Wykonany ręcznie, więc szkliwo każdego egzemplarza nieco się różni.',
      ru: 'Небольшая баночка с крышкой в крапчатой глазури цвета овсянки, с вырезом для буковой ложечки, которая идёт в комплекте. Подойдёт для сахара, засахаренного мёда или листового чая возле чайника. Сделана вручную, поэтому глазурь каждого экземпляра немного отличается.',
      ua: 'Невелика баночка з кришкою в цяткованій глазурі кольору вівсянки, з вирізом для букової ложечки, що йде в комплекті. Підійде для цукру, засахареного меду чи листового чаю біля чайника. Зроблена вручну, тож глазур кожного екземпляра трохи відрізняється.',
    },
    price: 7490,
    discountPrice: null,
    stock: 25,
    featured: false,
    arrivedDaysAgo: 230,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '300 ml', pl: '300 ml', ru: '300 мл', ua: '300 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Stoneware, beech wood',
          pl: 'Kamionka, drewno bukowe',
          ru: 'Каменная керамика, бук',
          ua: 'Кам’яна кераміка, бук',
        },
      },
    ],
    images: ['ceramic-sugar-bowl-with-spoon.svg'],
  },
  {
    slug: 'stainless-steel-milk-pitcher-350ml',
    category: 'kitchen',
    brand: 'officina-fiore',
    name: {
      en: 'Stainless steel milk pitcher 350 ml',
      pl: 'Dzbanek do spieniania mleka 350 ml',
      ru: 'Питчер для молока из нержавеющей стали 350 мл',
      ua: 'Пітчер для молока з нержавної сталі 350 мл',
    },
    description: {
      en: 'A barista-style steaming jug with a sharp, precise spout that makes pouring hearts and tulips much easier. Inside markings help you measure milk for one or two drinks, and the brushed steel lets you feel the temperature through your palm. Also handy as a creamer on the breakfast table.',
      pl: 'Baristyczny dzbanek do spieniania z ostrym, precyzyjnym dzióbkiem, który ułatwia wylewanie serc i tulipanów. Podziałka wewnątrz pomaga odmierzyć mleko na jeden lub dwa napoje, a szczotkowana stal pozwala wyczuć temperaturę dłonią. Przyda się też jako mlecznik na śniadaniowym stole.',
      ru: 'Питчер в стиле бариста с острым, точным носиком, который облегчает рисование сердечек и тюльпанов. Отметки внутри помогают отмерить молоко на один или два напитка, а матовая сталь позволяет почувствовать температуру ладонью. Пригодится и как молочник на столе за завтраком.',
      ua: 'Пітчер у стилі бариста з гострим, точним носиком, що полегшує малювання сердечок і тюльпанів. Позначки всередині допомагають відміряти молоко на один чи два напої, а матова сталь дає відчути температуру долонею. Стане в пригоді й як молочник на столі за сніданком.',
    },
    price: 5990,
    discountPrice: null,
    stock: 70,
    featured: false,
    arrivedDaysAgo: 190,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '350 ml', pl: '350 ml', ru: '350 мл', ua: '350 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Stainless steel',
          pl: 'Stal nierdzewna',
          ru: 'Нержавеющая сталь',
          ua: 'Нержавна сталь',
        },
      },
      {
        name: { en: 'Care', pl: 'Pielęgnacja', ru: 'Уход', ua: 'Догляд' },
        value: {
          en: 'Dishwasher safe',
          pl: 'Można myć w zmywarce',
          ru: 'Можно мыть в посудомоечной машине',
          ua: 'Можна мити в посудомийній машині',
        },
      },
    ],
    images: ['stainless-steel-milk-pitcher-350ml.svg'],
  },
];
