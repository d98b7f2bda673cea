import type { SeedProduct } from './types';

/** Demo catalog: the brewing category (8 products). */
export const brewingProducts: SeedProduct[] = [
  {
    slug: 'gooseneck-kettle-1l',
    category: 'brewing',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Gooseneck kettle 1 l',
      pl: 'Czajnik z wąską wylewką 1 l',
      ru: 'Чайник с носиком «гусиная шея» 1 л',
      ua: 'Чайник з носиком «гусяча шия» 1 л',
    },
    description: {
      en: 'A brushed stainless-steel pour-over kettle with a slim gooseneck spout for a slow, precise stream. The built-in lid thermometer shows when the water hits the sweet spot for coffee or tea. Works on gas, electric and induction hobs.',
      pl: 'Czajnik do przelewu ze szczotkowanej stali nierdzewnej z wąską wylewką typu gęsia szyja, która zapewnia powolny, precyzyjny strumień. Termometr w pokrywce pokazuje, kiedy woda osiąga idealną temperaturę do kawy lub herbaty. Działa na kuchenkach gazowych, elektrycznych i indukcyjnych.',
      ru: 'Чайник для пуровера из матовой нержавеющей стали с тонким носиком «гусиная шея» для медленной и точной струи. Встроенный в крышку термометр подскажет, когда вода достигнет идеальной температуры для кофе или чая. Подходит для газовых, электрических и индукционных плит.',
      ua: 'Чайник для пуровера з матової нержавної сталі з тонким носиком «гусяча шия» для повільного й точного струменя. Вбудований у кришку термометр підкаже, коли вода досягне ідеальної температури для кави чи чаю. Підходить для газових, електричних та індукційних плит.',
    },
    price: 24900,
    discountPrice: 19900,
    stock: 18,
    featured: true,
    arrivedDaysAgo: 40,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '1 l', pl: '1 l', ru: '1 л', ua: '1 л' },
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
        name: {
          en: 'Heat source',
          pl: 'Źródło ciepła',
          ru: 'Источник нагрева',
          ua: 'Джерело нагріву',
        },
        value: {
          en: 'Gas, electric, induction',
          pl: 'Gaz, elektryczna, indukcja',
          ru: 'Газ, электроплита, индукция',
          ua: 'Газ, електроплита, індукція',
        },
      },
    ],
    images: ['gooseneck-kettle-1l.svg', 'gooseneck-kettle-1l-2.svg'],
  },
  {
    slug: 'ceramic-pour-over-dripper-02',
    category: 'brewing',
    brand: 'glina-studio',
    name: {
      en: 'Ceramic pour-over dripper, size 02',
      pl: 'Ceramiczny dripper do przelewu, rozmiar 02',
      ru: 'Керамическая воронка для пуровера, размер 02',
      ua: 'Керамічна лійка для пуровера, розмір 02',
    },
    description: {
      en: 'Thrown by hand in a small studio in Lower Silesia and glazed in a soft speckled cream. Spiral ribs inside guide the water evenly through the grounds for a sweet, balanced cup of one to four servings. Fits standard size 02 cone filters.',
      pl: 'Toczony ręcznie w małej pracowni na Dolnym Śląsku i pokryty miękko nakrapianym kremowym szkliwem. Spiralne żeberka w środku prowadzą wodę równomiernie przez kawę, dając słodką, zrównoważoną filiżankę – od jednej do czterech porcji. Pasuje do standardowych filtrów stożkowych 02.',
      ru: 'Вылеплен вручную в небольшой мастерской в Нижней Силезии и покрыт мягкой кремовой глазурью в крапинку. Спиральные рёбра внутри равномерно направляют воду через кофе, давая сладкую, сбалансированную чашку — от одной до четырёх порций. Подходит для стандартных конических фильтров 02.',
      ua: 'Виліплена вручну в невеликій майстерні в Нижній Сілезії та вкрита м’якою кремовою глазур’ю в цяточку. Спіральні ребра всередині рівномірно спрямовують воду крізь каву, даючи солодку, збалансовану чашку — від однієї до чотирьох порцій. Підходить для стандартних конічних фільтрів 02.',
    },
    price: 8900,
    discountPrice: null,
    stock: 36,
    featured: false,
    arrivedDaysAgo: 150,
    attributes: [
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Stoneware', pl: 'Kamionka', ru: 'Каменная керамика', ua: 'Кам’яна кераміка' },
      },
      {
        name: {
          en: 'Servings',
          pl: 'Liczba porcji',
          ru: 'Количество порций',
          ua: 'Кількість порцій',
        },
        value: { en: '1–4', pl: '1–4', ru: '1–4', ua: '1–4' },
      },
      {
        name: { en: 'Compatible with', pl: 'Pasuje do', ru: 'Подходит для', ua: 'Підходить для' },
        value: {
          en: 'Size 02 filters',
          pl: 'Filtry rozmiaru 02',
          ru: 'Фильтры размера 02',
          ua: 'Фільтри розміру 02',
        },
      },
    ],
    images: ['ceramic-pour-over-dripper-02.svg', 'ceramic-pour-over-dripper-02-2.svg'],
  },
  {
    slug: 'french-press-800ml',
    category: 'brewing',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'French press 800 ml',
      pl: 'French press 800 ml',
      ru: 'Френч-пресс 800 мл',
      ua: 'Френч-прес 800 мл',
    },
    description: {
      en: 'A borosilicate glass beaker in a matte black steel frame with a four-layer mesh filter that keeps the sediment out. Brews three generous mugs of full-bodied coffee in four minutes and doubles as a loose-leaf tea maker. All parts come apart for easy cleaning.',
      pl: 'Dzbanek ze szkła borokrzemowego w matowej, czarnej stalowej ramie z czterowarstwowym sitkiem, które zatrzymuje osad. W cztery minuty zaparzysz trzy duże kubki treściwej kawy, a także herbatę liściastą. Wszystkie elementy łatwo rozłożyć do mycia.',
      ru: 'Колба из боросиликатного стекла в матовой чёрной стальной раме с четырёхслойным сетчатым фильтром, который задерживает осадок. За четыре минуты заваривает три большие кружки насыщенного кофе, а также листовой чай. Все детали легко разбираются для мытья.',
      ua: 'Колба з боросилікатного скла в матовій чорній сталевій рамі з чотиришаровим сітчастим фільтром, що затримує осад. За чотири хвилини заварює три великі горнята насиченої кави, а також листовий чай. Усі деталі легко розбираються для миття.',
    },
    price: 12900,
    discountPrice: null,
    stock: 44,
    featured: false,
    arrivedDaysAgo: 220,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '800 ml', pl: '800 ml', ru: '800 мл', ua: '800 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Borosilicate glass, steel',
          pl: 'Szkło borokrzemowe, stal',
          ru: 'Боросиликатное стекло, сталь',
          ua: 'Боросилікатне скло, сталь',
        },
      },
      {
        name: { en: 'Colour', pl: 'Kolor', ru: 'Цвет', ua: 'Колір' },
        value: { en: 'Black', pl: 'Czarny', ru: 'Чёрный', ua: 'Чорний' },
      },
    ],
    images: ['french-press-800ml.svg', 'french-press-800ml-2.svg'],
  },
  {
    slug: 'stovetop-espresso-maker-6-cups',
    category: 'brewing',
    brand: 'officina-fiore',
    name: {
      en: 'Stovetop espresso maker, 6 cups',
      pl: 'Kawiarka na 6 filiżanek',
      ru: 'Гейзерная кофеварка на 6 чашек',
      ua: 'Гейзерна кавоварка на 6 чашок',
    },
    description: {
      en: 'The classic eight-sided Italian moka pot, cast in polished aluminium with a heat-resistant handle. It brews six small cups of intense, aromatic coffee on the hob in about five minutes. A small ritual that has started Italian mornings for generations.',
      pl: 'Klasyczna ośmiokątna włoska kawiarka z polerowanego aluminium z żaroodporną rączką. W około pięć minut przygotuje na kuchence sześć małych filiżanek intensywnej, aromatycznej kawy. Mały rytuał, od którego od pokoleń zaczynają się włoskie poranki.',
      ru: 'Классическая восьмигранная итальянская гейзерная кофеварка из полированного алюминия с термостойкой ручкой. Примерно за пять минут приготовит на плите шесть маленьких чашек насыщенного, ароматного кофе. Маленький ритуал, с которого поколениями начинается итальянское утро.',
      ua: 'Класична восьмигранна італійська гейзерна кавоварка з полірованого алюмінію з термостійкою ручкою. Приблизно за п’ять хвилин приготує на плиті шість маленьких чашок насиченої, ароматної кави. Маленький ритуал, з якого поколіннями починається італійський ранок.',
    },
    price: 15900,
    discountPrice: 12900,
    stock: 22,
    featured: true,
    arrivedDaysAgo: 75,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '300 ml', pl: '300 ml', ru: '300 мл', ua: '300 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Aluminium', pl: 'Aluminium', ru: 'Алюминий', ua: 'Алюміній' },
      },
      {
        name: {
          en: 'Heat source',
          pl: 'Źródło ciepła',
          ru: 'Источник нагрева',
          ua: 'Джерело нагріву',
        },
        value: {
          en: 'Gas, electric',
          pl: 'Gaz, elektryczna',
          ru: 'Газ, электроплита',
          ua: 'Газ, електроплита',
        },
      },
    ],
    images: ['stovetop-espresso-maker-6-cups.svg', 'stovetop-espresso-maker-6-cups-2.svg'],
  },
  {
    slug: 'glass-pour-over-carafe-600ml',
    category: 'brewing',
    brand: 'polonyna-brew',
    name: {
      en: 'Glass pour-over carafe with oak collar 600 ml',
      pl: 'Szklany dzbanek do przelewu z dębowym kołnierzem 600 ml',
      ru: 'Стеклянный кофейник для пуровера с дубовой вставкой 600 мл',
      ua: 'Скляний кавник для пуровера з дубовою вставкою 600 мл',
    },
    description: {
      en: 'An hourglass-shaped carafe of heat-resistant glass that brews and serves in one elegant vessel. The oiled oak collar, turned by Carpathian woodworkers, keeps your hands cool and is tied on with a leather cord. Use with folded paper filters for a clean, bright cup.',
      pl: 'Dzbanek w kształcie klepsydry z żaroodpornego szkła, w którym parzysz i podajesz kawę. Olejowany dębowy kołnierz, toczony przez karpackich stolarzy, chroni dłonie przed ciepłem i jest przewiązany skórzanym rzemieniem. Używaj ze składanymi filtrami papierowymi, by uzyskać czysty, jasny napar.',
      ru: 'Кофейник в форме песочных часов из жаропрочного стекла, в котором можно и заваривать, и подавать кофе. Промасленная дубовая вставка работы карпатских мастеров защищает руки от тепла и закреплена кожаным шнурком. Используйте со складными бумажными фильтрами для чистого, яркого вкуса.',
      ua: 'Кавник у формі пісочного годинника з жаростійкого скла, у якому можна й заварювати, і подавати каву. Промаслена дубова вставка роботи карпатських майстрів захищає руки від тепла й закріплена шкіряним шнурком. Використовуйте зі складаними паперовими фільтрами для чистого, яскравого смаку.',
    },
    price: 13900,
    discountPrice: null,
    stock: 0,
    featured: false,
    arrivedDaysAgo: 330,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '600 ml', pl: '600 ml', ru: '600 мл', ua: '600 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Glass, oak, leather',
          pl: 'Szkło, dąb, skóra',
          ru: 'Стекло, дуб, кожа',
          ua: 'Скло, дуб, шкіра',
        },
      },
    ],
    images: ['glass-pour-over-carafe-600ml.svg'],
  },
  {
    slug: 'cold-brew-bottle-1l',
    category: 'brewing',
    brand: 'kumo-craft',
    name: {
      en: 'Cold brew bottle 1 l',
      pl: 'Butelka do cold brew 1 l',
      ru: 'Бутылка для колд брю 1 л',
      ua: 'Пляшка для колд брю 1 л',
    },
    description: {
      en: 'A slim glass bottle with a fine stainless mesh filter for cold-brewing coffee or tea right in the fridge door. Fill, steep overnight, then pour a smooth, naturally sweet drink straight from the silicone spout. The filter lifts out for easy rinsing.',
      pl: 'Smukła szklana butelka z drobnym filtrem ze stali nierdzewnej do parzenia kawy lub herbaty na zimno – zmieści się w drzwiach lodówki. Napełnij, zostaw na noc, a potem nalej gładki, naturalnie słodki napój prosto z silikonowego dzióbka. Filtr łatwo wyjąć do opłukania.',
      ru: 'Стройная стеклянная бутылка с тонким фильтром из нержавеющей стали для холодного заваривания кофе или чая прямо в дверце холодильника. Наполните, оставьте на ночь и наливайте мягкий, естественно сладкий напиток прямо из силиконового носика. Фильтр легко вынимается для промывки.',
      ua: 'Струнка скляна пляшка з тонким фільтром із нержавної сталі для холодного заварювання кави чи чаю просто в дверцятах холодильника. Наповніть, залиште на ніч і наливайте м’який, природно солодкий напій просто із силіконового носика. Фільтр легко виймається для промивання.',
    },
    price: 9900,
    discountPrice: null,
    stock: 27,
    featured: false,
    arrivedDaysAgo: 5,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '1 l', pl: '1 l', ru: '1 л', ua: '1 л' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Glass, stainless steel, silicone',
          pl: 'Szkło, stal nierdzewna, silikon',
          ru: 'Стекло, нержавеющая сталь, силикон',
          ua: 'Скло, нержавна сталь, силікон',
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
    images: ['cold-brew-bottle-1l.svg'],
  },
  {
    slug: 'cast-iron-teapot-tetsubin-800ml',
    category: 'brewing',
    brand: 'kumo-craft',
    name: {
      en: 'Cast-iron teapot Tetsubin 800 ml',
      pl: 'Żeliwny czajniczek Tetsubin 800 ml',
      ru: 'Чугунный чайник Тэцубин 800 мл',
      ua: 'Чавунний чайник Тецубін 800 мл',
    },
    description: {
      en: 'A traditional Japanese cast-iron teapot with a hobnail arare pattern and an enamelled interior that keeps flavours pure. Cast iron holds heat for a long time, so the second and third cups stay as warm as the first. Comes with a removable stainless infuser.',
      pl: 'Tradycyjny japoński żeliwny czajniczek ze wzorem arare i emaliowanym wnętrzem, które zachowuje czysty smak herbaty. Żeliwo długo trzyma ciepło, więc druga i trzecia filiżanka są tak samo gorące jak pierwsza. W zestawie wyjmowane sitko ze stali nierdzewnej.',
      ru: 'Традиционный японский чугунный чайник с узором арарэ и эмалированной внутренней поверхностью, которая сохраняет чистый вкус чая. Чугун долго держит тепло, поэтому вторая и третья чашки такие же горячие, как первая. В комплекте съёмное ситечко из нержавеющей стали.',
      ua: 'Традиційний японський чавунний чайник із візерунком араре та емальованою внутрішньою поверхнею, що зберігає чистий смак чаю. Чавун довго тримає тепло, тож друга й третя чашки такі ж гарячі, як перша. У комплекті знімне ситечко з нержавної сталі.',
    },
    price: 32900,
    discountPrice: null,
    stock: 6,
    featured: true,
    arrivedDaysAgo: 190,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '800 ml', pl: '800 ml', ru: '800 мл', ua: '800 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Enamelled cast iron',
          pl: 'Emaliowane żeliwo',
          ru: 'Эмалированный чугун',
          ua: 'Емальований чавун',
        },
      },
      {
        name: { en: 'Colour', pl: 'Kolor', ru: 'Цвет', ua: 'Колір' },
        value: { en: 'Charcoal', pl: 'Grafitowy', ru: 'Графитовый', ua: 'Графітовий' },
      },
    ],
    images: ['cast-iron-teapot-tetsubin-800ml.svg', 'cast-iron-teapot-tetsubin-800ml-2.svg'],
  },
  {
    slug: 'electric-kettle-temperature-control-1-2l',
    category: 'brewing',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Electric kettle with temperature control 1.2 l',
      pl: 'Czajnik elektryczny z regulacją temperatury 1,2 l',
      ru: 'Электрический чайник с регулировкой температуры 1,2 л',
      ua: 'Електричний чайник із регулюванням температури 1,2 л',
    },
    description: {
      en: 'A precision gooseneck kettle that heats to any temperature from 40 to 100 °C and holds it for up to an hour. Five presets cover green tea, oolong, pour-over coffee and more, while the counterweighted handle makes slow pours effortless. Matte sage finish with a walnut-effect grip.',
      pl: 'Precyzyjny czajnik z wąską wylewką, który podgrzewa wodę do dowolnej temperatury od 40 do 100 °C i utrzymuje ją do godziny. Pięć ustawień fabrycznych obejmuje zieloną herbatę, oolong, kawę z przelewu i inne, a wyważona rączka ułatwia powolne nalewanie. Matowe, szałwiowe wykończenie i uchwyt w kolorze orzecha.',
      ru: 'Точный чайник с носиком «гусиная шея», который нагревает воду до любой температуры от 40 до 100 °C и поддерживает её до часа. Пять предустановок — для зелёного чая, улуна, пуровера и не только, а сбалансированная ручка облегчает медленный пролив. Матовый шалфейный корпус и ручка под орех.',
      ua: 'Точний чайник із носиком «гусяча шия», який нагріває воду до будь-якої температури від 40 до 100 °C і підтримує її до години. П’ять попередніх налаштувань — для зеленого чаю, улуна, пуровера й не лише, а збалансована ручка полегшує повільний пролив. Матовий шавлієвий корпус і ручка під горіх.',
    },
    price: 44900,
    discountPrice: null,
    stock: 14,
    featured: false,
    arrivedDaysAgo: 11,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '1.2 l', pl: '1,2 l', ru: '1,2 л', ua: '1,2 л' },
      },
      {
        name: { en: 'Power', pl: 'Moc', ru: 'Мощность', ua: 'Потужність' },
        value: { en: '1200 W', pl: '1200 W', ru: '1200 Вт', ua: '1200 Вт' },
      },
      {
        name: {
          en: 'Temperature range',
          pl: 'Zakres temperatur',
          ru: 'Диапазон температур',
          ua: 'Діапазон температур',
        },
        value: { en: '40–100 °C', pl: '40–100 °C', ru: '40–100 °C', ua: '40–100 °C' },
      },
    ],
    images: ['electric-kettle-temperature-control-1-2l.svg'],
  },
];
