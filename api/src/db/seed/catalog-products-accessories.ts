import type { SeedProduct } from './types';

/** Demo catalog: the accessories category (8 products). */
export const accessoriesProducts: SeedProduct[] = [
  {
    slug: 'unbleached-paper-filters-02-100-pcs',
    category: 'accessories',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Unbleached paper filters size 02, 100 pcs',
      pl: 'Niebielone filtry papierowe rozmiar 02, 100 szt.',
      ru: 'Небелёные бумажные фильтры, размер 02, 100 шт.',
      ua: 'Небілені паперові фільтри, розмір 02, 100 шт.',
    },
    description: {
      en: 'Natural brown cone filters made from responsibly sourced pulp, sized for 02 drippers brewing one to four cups. A quick rinse with hot water removes any papery taste and preheats your brewer. Fully compostable after use.',
      pl: 'Naturalne brązowe filtry stożkowe z celulozy z odpowiedzialnych źródeł, w rozmiarze do dripperów 02 na jedną do czterech filiżanek. Szybkie przepłukanie gorącą wodą usuwa papierowy posmak i nagrzewa dripper. Po użyciu w pełni kompostowalne.',
      ru: 'Натуральные коричневые конические фильтры из целлюлозы ответственного происхождения, для воронок размера 02 на одну–четыре чашки. Быстрое ополаскивание горячей водой убирает бумажный привкус и прогревает воронку. После использования полностью компостируются.',
      ua: 'Натуральні коричневі конічні фільтри з целюлози відповідального походження, для лійок розміру 02 на одну–чотири чашки. Швидке ополіскування гарячою водою прибирає паперовий присмак і прогріває лійку. Після використання повністю компостуються.',
    },
    price: 1290,
    discountPrice: null,
    stock: 118,
    featured: false,
    arrivedDaysAgo: 250,
    attributes: [
      {
        name: { en: 'Quantity', pl: 'Ilość', ru: 'Количество', ua: 'Кількість' },
        value: { en: '100 pcs', pl: '100 szt.', ru: '100 шт.', ua: '100 шт.' },
      },
      {
        name: { en: 'Compatible with', pl: 'Pasuje do', ru: 'Подходит для', ua: 'Підходить для' },
        value: {
          en: 'Size 02 drippers',
          pl: 'Drippery rozmiaru 02',
          ru: 'Воронки размера 02',
          ua: 'Лійки розміру 02',
        },
      },
    ],
    images: ['unbleached-paper-filters-02-100-pcs.svg'],
  },
  {
    slug: 'stainless-steel-tea-infuser-basket',
    category: 'accessories',
    brand: 'kumo-craft',
    name: {
      en: 'Stainless steel tea infuser basket',
      pl: 'Stalowy zaparzacz do herbaty',
      ru: 'Ситечко-заварник для чая из нержавеющей стали',
      ua: 'Ситечко-заварник для чаю з нержавної сталі',
    },
    description: {
      en: 'A roomy, ultra-fine mesh basket that gives loose leaves space to unfurl fully in your mug or teapot. The wide rim with two fold-out handles rests on most cups, and the lid doubles as a drip tray. Dishwasher safe and built to last for years.',
      pl: 'Pojemny koszyczek z bardzo drobnej siateczki, w którym liście herbaty mają miejsce, by w pełni się rozwinąć w kubku lub czajniczku. Szeroki rant z dwoma rozkładanymi uchwytami opiera się na większości kubków, a pokrywka służy jako podstawka na krople. Można myć w zmywarce, posłuży przez lata.',
      ru: 'Вместительная корзинка из сверхтонкой сетки, в которой чайные листья полностью раскрываются в кружке или чайнике. Широкий бортик с двумя откидными ручками ложится на большинство чашек, а крышка служит подставкой для капель. Можно мыть в посудомоечной машине, прослужит годами.',
      ua: 'Містка корзинка з надтонкої сітки, у якій чайне листя повністю розкривається в горнятку чи чайнику. Широкий бортик із двома відкидними ручками лягає на більшість чашок, а кришка слугує підставкою для крапель. Можна мити в посудомийній машині, прослужить роками.',
    },
    price: 2990,
    discountPrice: null,
    stock: 90,
    featured: false,
    arrivedDaysAgo: 180,
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
        name: { en: 'Diameter', pl: 'Średnica', ru: 'Диаметр', ua: 'Діаметр' },
        value: { en: '7.5 cm', pl: '7,5 cm', ru: '7,5 см', ua: '7,5 см' },
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
    images: ['stainless-steel-tea-infuser-basket.svg'],
  },
  {
    slug: 'paper-tea-filter-bags-100-pcs',
    category: 'accessories',
    brand: 'mgla-tea-house',
    name: {
      en: 'Paper tea filter bags, 100 pcs',
      pl: 'Papierowe filtry do herbaty, 100 szt.',
      ru: 'Бумажные фильтр-пакеты для чая, 100 шт.',
      ua: 'Паперові фільтр-пакети для чаю, 100 шт.',
    },
    description: {
      en: 'Make your own tea bags with any loose-leaf blend: just fill, fold the flap and steep. Unbleached and compostable, with plenty of room for the leaves to expand. Handy at the office, on holiday and for iced tea.',
      pl: 'Zrób własne torebki z dowolnej herbaty liściastej – wystarczy napełnić, zagiąć brzeg i zaparzyć. Niebielone i kompostowalne, z dużą ilością miejsca, by liście mogły się rozwinąć. Przydatne w biurze, na wakacjach i do herbaty mrożonej.',
      ru: 'Делайте собственные чайные пакетики из любого листового чая — просто наполните, загните клапан и заваривайте. Небелёные и компостируемые, с достаточным местом, чтобы листья раскрылись. Удобны в офисе, в отпуске и для холодного чая.',
      ua: 'Робіть власні чайні пакетики з будь-якого листового чаю — просто наповніть, загніть клапан і заварюйте. Небілені та компостовані, з достатнім місцем, щоб листя розкрилося. Зручні в офісі, у відпустці й для холодного чаю.',
    },
    price: 990,
    discountPrice: null,
    stock: 105,
    featured: false,
    arrivedDaysAgo: 400,
    attributes: [
      {
        name: { en: 'Quantity', pl: 'Ilość', ru: 'Количество', ua: 'Кількість' },
        value: { en: '100 pcs', pl: '100 szt.', ru: '100 шт.', ua: '100 шт.' },
      },
      {
        name: { en: 'Dimensions', pl: 'Wymiary', ru: 'Размеры', ua: 'Розміри' },
        value: { en: '8 × 10 cm', pl: '8 × 10 cm', ru: '8 × 10 см', ua: '8 × 10 см' },
      },
    ],
    images: ['paper-tea-filter-bags-100-pcs.svg'],
  },
  {
    slug: 'bamboo-matcha-whisk-chasen',
    category: 'accessories',
    brand: 'kumo-craft',
    name: {
      en: 'Bamboo matcha whisk chasen',
      pl: 'Bambusowa miotełka do matchy chasen',
      ru: 'Бамбуковый венчик для матчи тясэн',
      ua: 'Бамбуковий віничок для матчі тясен',
    },
    description: {
      en: 'Carved by hand from a single piece of white bamboo into 100 delicate prongs. It whips matcha into a smooth, lump-free froth in about fifteen seconds. Soak it briefly in warm water before use and let it dry on a holder to keep its shape.',
      pl: 'Ręcznie wycinana z jednego kawałka białego bambusa na 100 delikatnych włókien. Ubija matchę na gładką piankę bez grudek w około piętnaście sekund. Przed użyciem namocz ją chwilę w ciepłej wodzie i susz na stojaku, by zachowała kształt.',
      ru: 'Вырезан вручную из цельного куска белого бамбука на 100 тонких зубцов. Взбивает матчу в гладкую пену без комочков примерно за пятнадцать секунд. Перед использованием ненадолго замочите его в тёплой воде и сушите на подставке, чтобы он сохранял форму.',
      ua: 'Вирізаний вручну з цільного шматка білого бамбука на 100 тонких зубців. Збиває матчу в гладку піну без грудочок приблизно за п’ятнадцять секунд. Перед використанням ненадовго замочіть його в теплій воді й сушіть на підставці, щоб він зберігав форму.',
    },
    price: 5990,
    discountPrice: null,
    stock: 16,
    featured: false,
    arrivedDaysAgo: 75,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Bamboo', pl: 'Bambus', ru: 'Бамбук', ua: 'Бамбук' },
      },
      {
        name: {
          en: 'Number of prongs',
          pl: 'Liczba włókien',
          ru: 'Количество зубцов',
          ua: 'Кількість зубців',
        },
        value: { en: '100', pl: '100', ru: '100', ua: '100' },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Japan', pl: 'Japonia', ru: 'Япония', ua: 'Японія' },
      },
    ],
    images: ['bamboo-matcha-whisk-chasen.svg'],
  },
  {
    slug: 'walnut-coffee-measuring-scoop',
    category: 'accessories',
    brand: 'polonyna-brew',
    name: {
      en: 'Walnut coffee measuring scoop',
      pl: 'Orzechowa miarka do kawy',
      ru: 'Мерная ложка для кофе из ореха',
      ua: 'Мірна ложка для кави з горіха',
    },
    description: {
      en: 'A hand-carved scoop of Carpathian walnut wood that holds exactly 10 g of whole beans, one perfect cup. Its long handle reaches the bottom of any bag or canister. Finished with beeswax for a silky feel.',
      pl: 'Ręcznie rzeźbiona miarka z karpackiego drewna orzechowego, która mieści dokładnie 10 g ziaren – idealną porcję na jedną filiżankę. Długa rączka sięga dna każdej torebki i pojemnika. Wykończona woskiem pszczelim, jedwabiście gładka w dotyku.',
      ru: 'Вырезанная вручную мерная ложка из карпатского ореха, вмещающая ровно 10 г зёрен — идеальную порцию на одну чашку. Длинная ручка достаёт до дна любого пакета или банки. Покрыта пчелиным воском и шелковиста на ощупь.',
      ua: 'Вирізана вручну мірна ложка з карпатського горіха, що вміщує рівно 10 г зерен — ідеальну порцію на одну чашку. Довга ручка дістає до дна будь-якого пакета чи банки. Покрита бджолиним воском і шовковиста на дотик.',
    },
    price: 3490,
    discountPrice: null,
    stock: 74,
    featured: false,
    arrivedDaysAgo: 120,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Walnut wood',
          pl: 'Drewno orzechowe',
          ru: 'Ореховое дерево',
          ua: 'Горіхова деревина',
        },
      },
      {
        name: { en: 'Capacity', pl: 'Pojemność', ru: 'Вместимость', ua: 'Місткість' },
        value: { en: '10 g', pl: '10 g', ru: '10 г', ua: '10 г' },
      },
      {
        name: { en: 'Length', pl: 'Długość', ru: 'Длина', ua: 'Довжина' },
        value: { en: '16 cm', pl: '16 cm', ru: '16 см', ua: '16 см' },
      },
    ],
    images: ['walnut-coffee-measuring-scoop.svg'],
  },
  {
    slug: 'cork-coasters-set-of-4',
    category: 'accessories',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Cork coasters, set of 4',
      pl: 'Korkowe podkładki pod kubki, 4 szt.',
      ru: 'Пробковые подставки под чашки, 4 шт.',
      ua: 'Коркові підставки під чашки, 4 шт.',
    },
    description: {
      en: 'Thick natural cork coasters that protect wooden tables from hot mugs and sweating glasses of iced coffee. Cork is light, heat-insulating and harvested without felling a single tree. One side is subtly embossed with a leaf pattern.',
      pl: 'Grube podkładki z naturalnego korka, które chronią drewniane blaty przed gorącymi kubkami i szklankami mrożonej kawy. Korek jest lekki, izoluje ciepło i pozyskuje się go bez ścinania drzew. Z jednej strony delikatnie tłoczony wzór liści.',
      ru: 'Толстые подставки из натуральной пробки защищают деревянные столы от горячих кружек и запотевших стаканов с холодным кофе. Пробка лёгкая, хорошо изолирует тепло, а её заготавливают, не срубая ни одного дерева. С одной стороны — деликатный тиснёный узор из листьев.',
      ua: 'Товсті підставки з натурального корка захищають дерев’яні столи від гарячих горнят і запітнілих склянок із холодною кавою. Корок легкий, добре ізолює тепло, а його заготовляють, не зрубуючи жодного дерева. З одного боку — делікатний тиснений візерунок із листя.',
    },
    price: 2490,
    discountPrice: null,
    stock: 99,
    featured: false,
    arrivedDaysAgo: 0,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Natural cork',
          pl: 'Naturalny korek',
          ru: 'Натуральная пробка',
          ua: 'Натуральний корок',
        },
      },
      {
        name: { en: 'Diameter', pl: 'Średnica', ru: 'Диаметр', ua: 'Діаметр' },
        value: { en: '10 cm', pl: '10 cm', ru: '10 см', ua: '10 см' },
      },
      {
        name: { en: 'Quantity', pl: 'Ilość', ru: 'Количество', ua: 'Кількість' },
        value: { en: '4 pcs', pl: '4 szt.', ru: '4 шт.', ua: '4 шт.' },
      },
    ],
    images: ['cork-coasters-set-of-4.svg'],
  },
  {
    slug: 'canvas-barista-apron',
    category: 'accessories',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Canvas barista apron',
      pl: 'Płócienny fartuch baristy',
      ru: 'Холщовый фартук бариста',
      ua: 'Полотняний фартух бариста',
    },
    description: {
      en: 'A heavy cotton canvas apron in olive green with leather cross-back straps that take the weight off your neck. Deep front pockets hold a thermometer, cloths and a notebook for tasting notes. Modelled on the aprons worn every day at the Palarnia Wrzos roastery.',
      pl: 'Fartuch z grubego bawełnianego płótna w kolorze oliwkowym ze skórzanymi szelkami krzyżowanymi na plecach, które odciążają kark. Głębokie kieszenie pomieszczą termometr, ściereczki i notes na nuty smakowe. Wzorowany na fartuchach, w których codziennie pracują palacze z Palarni Wrzos.',
      ru: 'Фартук из плотного хлопкового холста оливкового цвета с кожаными лямками, перекрещенными на спине, которые снимают нагрузку с шеи. Глубокие карманы вместят термометр, салфетки и блокнот для дегустационных заметок. Создан по образцу фартуков, в которых каждый день работают обжарщики Palarnia Wrzos.',
      ua: 'Фартух із щільного бавовняного полотна оливкового кольору зі шкіряними лямками, перехрещеними на спині, які знімають навантаження з шиї. Глибокі кишені вмістять термометр, серветки й блокнот для дегустаційних нотаток. Створений за зразком фартухів, у яких щодня працюють обсмажувальники Palarnia Wrzos.',
    },
    price: 11900,
    discountPrice: null,
    stock: 21,
    featured: true,
    arrivedDaysAgo: 200,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Cotton canvas, leather',
          pl: 'Płótno bawełniane, skóra',
          ru: 'Хлопковый холст, кожа',
          ua: 'Бавовняне полотно, шкіра',
        },
      },
      {
        name: { en: 'Colour', pl: 'Kolor', ru: 'Цвет', ua: 'Колір' },
        value: { en: 'Olive', pl: 'Oliwkowy', ru: 'Оливковый', ua: 'Оливковий' },
      },
      {
        name: { en: 'Size', pl: 'Rozmiar', ru: 'Размер', ua: 'Розмір' },
        value: { en: 'One size', pl: 'Uniwersalny', ru: 'Универсальный', ua: 'Універсальний' },
      },
    ],
    images: ['canvas-barista-apron.svg', 'canvas-barista-apron-2.svg'],
  },
  {
    slug: 'grinder-cleaning-brush-set',
    category: 'accessories',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Coffee grinder cleaning brush set',
      pl: 'Zestaw szczotek do czyszczenia młynka',
      ru: 'Набор щёток для чистки кофемолки',
      ua: 'Набір щіток для чищення кавомолки',
    },
    description: {
      en: 'Three brushes with natural bristles and beech handles: a wide one for the counter, a slim one for the burrs and a tiny one for the chute. Regular brushing removes stale grounds and oils that dull the flavour of fresh coffee. Each has a loop for hanging, so they are always within reach.',
      pl: 'Trzy pędzelki z naturalnym włosiem i bukowymi rączkami: szeroki do blatu, wąski do żaren i najmniejszy do wylotu młynka. Regularne czyszczenie usuwa stare resztki kawy i olejki, które przytępiają smak świeżej kawy. Z pętelkami do zawieszenia, by zawsze były pod ręką.',
      ru: 'Три щётки с натуральной щетиной и буковыми ручками: широкая для столешницы, узкая для жерновов и самая маленькая для выхода кофемолки. Регулярная чистка удаляет остатки старого кофе и масла, которые приглушают вкус свежего. С петельками для подвешивания, чтобы всегда были под рукой.',
      ua: 'Три щітки з натуральною щетиною та буковими ручками: широка для стільниці, вузька для жорен і найменша для виходу кавомолки. Регулярне чищення видаляє залишки старої кави й олії, що приглушують смак свіжої. З петельками для підвішування, щоб завжди були під рукою.',
    },
    price: 3290,
    discountPrice: 2690,
    stock: 57,
    featured: false,
    arrivedDaysAgo: 300,
    attributes: [
      {
        name: { en: 'Quantity', pl: 'Ilość', ru: 'Количество', ua: 'Кількість' },
        value: { en: '3 pcs', pl: '3 szt.', ru: '3 шт.', ua: '3 шт.' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Beech wood, natural bristles',
          pl: 'Drewno bukowe, naturalne włosie',
          ru: 'Бук, натуральная щетина',
          ua: 'Бук, натуральна щетина',
        },
      },
    ],
    images: ['grinder-cleaning-brush-set.svg'],
  },
];
