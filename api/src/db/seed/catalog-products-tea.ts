import type { SeedProduct } from './types';

/** Demo catalog: the tea category (8 products). */
export const teaProducts: SeedProduct[] = [
  {
    slug: 'sencha-kyoto-loose-leaf-100g',
    category: 'tea',
    brand: 'kumo-craft',
    name: {
      en: 'Sencha Kyoto loose leaf 100 g',
      pl: 'Sencha Kyoto, herbata liściasta 100 g',
      ru: 'Сенча Киото, листовой чай 100 г',
      ua: 'Сенча Кіото, листовий чай 100 г',
    },
    description: {
      en: 'A first-flush Japanese green tea from family gardens south of Kyoto, steamed briefly to lock in its fresh colour. The cup is bright jade with notes of sweet grass, edamame and a gentle marine umami. Brew at 70 °C for just one minute.',
      pl: 'Japońska zielona herbata z pierwszego zbioru z rodzinnych plantacji na południe od Kioto, krótko parowana, by zachować świeży kolor. Napar ma jasnonefrytową barwę i nuty słodkiej trawy, edamame oraz delikatnego, morskiego umami. Parz w temperaturze 70 °C przez zaledwie minutę.',
      ru: 'Японский зелёный чай первого сбора с семейных плантаций к югу от Киото, кратко пропаренный, чтобы сохранить свежий цвет. Настой ярко-нефритового цвета с нотами сладкой травы, эдамаме и лёгкого морского умами. Заваривайте при 70 °C всего одну минуту.',
      ua: 'Японський зелений чай першого збору з родинних плантацій на південь від Кіото, коротко пропарений, щоб зберегти свіжий колір. Настій яскраво-нефритового кольору з нотами солодкої трави, едамаме й легкого морського умамі. Заварюйте при 70 °C лише одну хвилину.',
    },
    price: 3890,
    discountPrice: null,
    stock: 58,
    featured: true,
    arrivedDaysAgo: 18,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Japan', pl: 'Japonia', ru: 'Япония', ua: 'Японія' },
      },
      {
        name: {
          en: 'Brewing temperature',
          pl: 'Temperatura parzenia',
          ru: 'Температура заваривания',
          ua: 'Температура заварювання',
        },
        value: { en: '70 °C', pl: '70 °C', ru: '70 °C', ua: '70 °C' },
      },
      {
        name: {
          en: 'Brewing time',
          pl: 'Czas parzenia',
          ru: 'Время заваривания',
          ua: 'Час заварювання',
        },
        value: { en: '1 min', pl: '1 min', ru: '1 мин', ua: '1 хв' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '100 g', pl: '100 g', ru: '100 г', ua: '100 г' },
      },
    ],
    images: ['sencha-kyoto-loose-leaf-100g.svg', 'sencha-kyoto-loose-leaf-100g-2.svg'],
  },
  {
    slug: 'assam-breakfast-black-tea-200g',
    category: 'tea',
    brand: 'mgla-tea-house',
    name: {
      en: 'Assam breakfast black tea 200 g',
      pl: 'Assam Breakfast, czarna herbata 200 g',
      ru: 'Ассам Брекфаст, чёрный чай 200 г',
      ua: 'Ассам Брекфаст, чорний чай 200 г',
    },
    description: {
      en: 'Robust broken-leaf tea from estates along the Brahmaputra, blended for a strong morning cup. Malty and full-bodied with hints of honey and toasted bread, it takes milk and sugar with ease. The generous 200 g pack makes about 80 cups.',
      pl: 'Mocna herbata łamana z plantacji nad Brahmaputrą, skomponowana z myślą o porannej filiżance. Słodowa i pełna, z nutami miodu i tostowanego pieczywa, świetnie komponuje się z mlekiem i cukrem. Duże opakowanie 200 g wystarcza na około 80 filiżanek.',
      ru: 'Крепкий ломаный чай с плантаций вдоль Брахмапутры, составленный для бодрой утренней чашки. Солодовый и насыщенный, с нотками мёда и поджаренного хлеба, он прекрасно сочетается с молоком и сахаром. Большой упаковки 200 г хватает примерно на 80 чашек.',
      ua: 'Міцний ламаний чай із плантацій уздовж Брахмапутри, складений для бадьорої ранкової чашки. Солодовий і насичений, з нотками меду та підсмаженого хліба, він чудово поєднується з молоком і цукром. Великої упаковки 200 г вистачає приблизно на 80 чашок.',
    },
    price: 2990,
    discountPrice: 2490,
    stock: 96,
    featured: false,
    arrivedDaysAgo: 300,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: {
          en: 'India (Assam)',
          pl: 'Indie (Asam)',
          ru: 'Индия (Ассам)',
          ua: 'Індія (Ассам)',
        },
      },
      {
        name: {
          en: 'Brewing temperature',
          pl: 'Temperatura parzenia',
          ru: 'Температура заваривания',
          ua: 'Температура заварювання',
        },
        value: { en: '95 °C', pl: '95 °C', ru: '95 °C', ua: '95 °C' },
      },
      {
        name: {
          en: 'Brewing time',
          pl: 'Czas parzenia',
          ru: 'Время заваривания',
          ua: 'Час заварювання',
        },
        value: { en: '3–4 min', pl: '3–4 min', ru: '3–4 мин', ua: '3–4 хв' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '200 g', pl: '200 g', ru: '200 г', ua: '200 г' },
      },
    ],
    images: ['assam-breakfast-black-tea-200g.svg'],
  },
  {
    slug: 'earl-grey-bergamot-cornflower-100g',
    category: 'tea',
    brand: 'mgla-tea-house',
    name: {
      en: 'Earl Grey with bergamot and cornflower 100 g',
      pl: 'Earl Grey z bergamotką i chabrem 100 g',
      ru: 'Эрл Грей с бергамотом и васильком 100 г',
      ua: 'Ерл Грей з бергамотом і волошкою 100 г',
    },
    description: {
      en: 'Ceylon black tea scented with cold-pressed Calabrian bergamot oil and scattered with blue cornflower petals. Citrusy and elegant, never soapy, with a smooth finish that works both plain and with a slice of lemon. A timeless afternoon classic.',
      pl: 'Czarna herbata cejlońska aromatyzowana tłoczonym na zimno olejkiem z kalabryjskiej bergamotki, z niebieskimi płatkami chabra. Cytrusowa i elegancka, nigdy mydlana, z gładkim finiszem – pyszna bez dodatków i z plasterkiem cytryny. Ponadczasowa klasyka na popołudnie.',
      ru: 'Цейлонский чёрный чай, ароматизированный маслом калабрийского бергамота холодного отжима, с синими лепестками василька. Цитрусовый и элегантный, без мыльных оттенков, с мягким послевкусием — хорош и сам по себе, и с долькой лимона. Вечная классика для послеобеденного чаепития.',
      ua: 'Цейлонський чорний чай, ароматизований олією калабрійського бергамоту холодного віджиму, з синіми пелюстками волошки. Цитрусовий і елегантний, без милких відтінків, з м’яким післясмаком — добрий і сам по собі, і з часточкою лимона. Вічна класика для пообіднього чаювання.',
    },
    price: 2690,
    discountPrice: null,
    stock: 112,
    featured: false,
    arrivedDaysAgo: 180,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Sri Lanka', pl: 'Sri Lanka', ru: 'Шри-Ланка', ua: 'Шрі-Ланка' },
      },
      {
        name: {
          en: 'Brewing temperature',
          pl: 'Temperatura parzenia',
          ru: 'Температура заваривания',
          ua: 'Температура заварювання',
        },
        value: { en: '95 °C', pl: '95 °C', ru: '95 °C', ua: '95 °C' },
      },
      {
        name: {
          en: 'Brewing time',
          pl: 'Czas parzenia',
          ru: 'Время заваривания',
          ua: 'Час заварювання',
        },
        value: { en: '3 min', pl: '3 min', ru: '3 мин', ua: '3 хв' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '100 g', pl: '100 g', ru: '100 г', ua: '100 г' },
      },
    ],
    images: ['earl-grey-bergamot-cornflower-100g.svg'],
  },
  {
    slug: 'jasmine-dragon-pearls-green-tea-50g',
    category: 'tea',
    brand: 'mgla-tea-house',
    name: {
      en: 'Jasmine Dragon Pearls green tea 50 g',
      pl: 'Jaśminowe Smocze Perły, zielona herbata 50 g',
      ru: 'Жасминовые жемчужины дракона, зелёный чай 50 г',
      ua: 'Жасминові перли дракона, зелений чай 50 г',
    },
    description: {
      en: 'Hand-rolled pearls of young green tea buds from Fujian, layered with fresh jasmine blossoms over six nights. Each pearl slowly unfurls in the cup, releasing a sweet, heady floral aroma and a silky, delicate taste. Can be re-steeped three or four times.',
      pl: 'Ręcznie zwijane perły z młodych pąków zielonej herbaty z Fujianu, przez sześć nocy przekładane świeżym kwiatem jaśminu. Każda perła powoli rozwija się w filiżance, uwalniając słodki, odurzający kwiatowy aromat i jedwabisty, delikatny smak. Można ją zaparzać trzy–cztery razy.',
      ru: 'Скрученные вручную жемчужины из молодых почек зелёного чая из Фуцзяни, которые шесть ночей перекладывают свежими цветами жасмина. Каждая жемчужина медленно раскрывается в чашке, наполняя её сладким, пьянящим цветочным ароматом и шелковистым, нежным вкусом. Выдерживает три–четыре заваривания.',
      ua: 'Скручені вручну перли з молодих бруньок зеленого чаю з Фуцзяні, які шість ночей перекладають свіжими квітами жасмину. Кожна перлина повільно розкривається в чашці, наповнюючи її солодким, п’янким квітковим ароматом і шовковистим, ніжним смаком. Витримує три–чотири заварювання.',
    },
    price: 4590,
    discountPrice: null,
    stock: 0,
    featured: false,
    arrivedDaysAgo: 240,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: {
          en: 'China (Fujian)',
          pl: 'Chiny (Fujian)',
          ru: 'Китай (Фуцзянь)',
          ua: 'Китай (Фуцзянь)',
        },
      },
      {
        name: {
          en: 'Brewing temperature',
          pl: 'Temperatura parzenia',
          ru: 'Температура заваривания',
          ua: 'Температура заварювання',
        },
        value: { en: '80 °C', pl: '80 °C', ru: '80 °C', ua: '80 °C' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '50 g', pl: '50 g', ru: '50 г', ua: '50 г' },
      },
    ],
    images: ['jasmine-dragon-pearls-green-tea-50g.svg'],
  },
  {
    slug: 'ceremonial-grade-matcha-30g',
    category: 'tea',
    brand: 'kumo-craft',
    name: {
      en: 'Ceremonial grade matcha 30 g',
      pl: 'Matcha ceremonialna 30 g',
      ru: 'Церемониальная матча 30 г',
      ua: 'Церемоніальна матча 30 г',
    },
    description: {
      en: 'Stone-ground from shade-grown tencha leaves harvested in Uji, with a vivid emerald colour and a fine, silky texture. Whisked with water it yields a creamy foam, deep umami and a naturally sweet, never bitter finish. Packed in a light-proof tin to keep it fresh.',
      pl: 'Mielona na kamiennych żarnach z cieniowanych liści tencha zbieranych w Uji, o intensywnie szmaragdowym kolorze i jedwabistej konsystencji. Ubita z wodą tworzy kremową piankę, głębokie umami i naturalnie słodki, nigdy gorzki finisz. Zapakowana w nieprzepuszczającą światła puszkę, która chroni jej świeżość.',
      ru: 'Перемолота на каменных жерновах из листьев тенча, выращенных в тени в Удзи, с ярким изумрудным цветом и шелковистой текстурой. Взбитая с водой, даёт кремовую пенку, глубокий умами и естественно сладкое, совсем не горькое послевкусие. Упакована в светонепроницаемую банку, сохраняющую свежесть.',
      ua: 'Змелена на кам’яних жорнах із листя тенча, вирощеного в тіні в Удзі, з яскравим смарагдовим кольором і шовковистою текстурою. Збита з водою, дає кремову пінку, глибокий умамі та природно солодкий, зовсім не гіркий післясмак. Упакована в світлонепроникну банку, що зберігає свіжість.',
    },
    price: 6990,
    discountPrice: 5890,
    stock: 24,
    featured: true,
    arrivedDaysAgo: 60,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Japan (Uji)', pl: 'Japonia (Uji)', ru: 'Япония (Удзи)', ua: 'Японія (Удзі)' },
      },
      {
        name: {
          en: 'Brewing temperature',
          pl: 'Temperatura parzenia',
          ru: 'Температура заваривания',
          ua: 'Температура заварювання',
        },
        value: { en: '75 °C', pl: '75 °C', ru: '75 °C', ua: '75 °C' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '30 g', pl: '30 g', ru: '30 г', ua: '30 г' },
      },
    ],
    images: ['ceremonial-grade-matcha-30g.svg', 'ceremonial-grade-matcha-30g-2.svg'],
  },
  {
    slug: 'rooibos-orange-cinnamon-100g',
    category: 'tea',
    brand: 'mgla-tea-house',
    name: {
      en: 'Rooibos with orange and cinnamon 100 g',
      pl: 'Rooibos z pomarańczą i cynamonem 100 g',
      ru: 'Ройбуш с апельсином и корицей 100 г',
      ua: 'Ройбуш з апельсином і корицею 100 г',
    },
    description: {
      en: 'Naturally caffeine-free South African rooibos blended with candied orange peel, cinnamon bark and a pinch of clove. Sweet, warming and gently spicy, it tastes like a Christmas market in a cup. Lovely for children and late evenings.',
      pl: 'Naturalnie bezkofeinowy rooibos z RPA z kandyzowaną skórką pomarańczy, korą cynamonu i szczyptą goździków. Słodki, rozgrzewający i delikatnie korzenny – smakuje jak jarmark świąteczny w filiżance. Świetny dla dzieci i na późne wieczory.',
      ru: 'Южноафриканский ройбуш без кофеина с цукатами апельсиновой цедры, корой корицы и щепоткой гвоздики. Сладкий, согревающий и мягко пряный — на вкус как рождественская ярмарка в чашке. Прекрасно подходит детям и для поздних вечеров.',
      ua: 'Південноафриканський ройбуш без кофеїну з цукатами апельсинової цедри, корою кориці та дрібкою гвоздики. Солодкий, зігрівальний і м’яко пряний — на смак як різдвяний ярмарок у чашці. Чудово підходить дітям і для пізніх вечорів.',
    },
    price: 2290,
    discountPrice: null,
    stock: 70,
    featured: false,
    arrivedDaysAgo: 95,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'South Africa', pl: 'RPA', ru: 'ЮАР', ua: 'ПАР' },
      },
      {
        name: { en: 'Caffeine', pl: 'Kofeina', ru: 'Кофеин', ua: 'Кофеїн' },
        value: { en: 'Caffeine-free', pl: 'Bez kofeiny', ru: 'Без кофеина', ua: 'Без кофеїну' },
      },
      {
        name: {
          en: 'Brewing temperature',
          pl: 'Temperatura parzenia',
          ru: 'Температура заваривания',
          ua: 'Температура заварювання',
        },
        value: { en: '100 °C', pl: '100 °C', ru: '100 °C', ua: '100 °C' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '100 g', pl: '100 g', ru: '100 г', ua: '100 г' },
      },
    ],
    images: ['rooibos-orange-cinnamon-100g.svg'],
  },
  {
    slug: 'carpathian-wild-mint-herbal-tea-50g',
    category: 'tea',
    brand: 'polonyna-brew',
    name: {
      en: 'Carpathian wild mint herbal tea 50 g',
      pl: 'Karpacka dzika mięta, herbata ziołowa 50 g',
      ru: 'Карпатская дикая мята, травяной чай 50 г',
      ua: 'Карпатська дика м’ята, трав’яний чай 50 г',
    },
    description: {
      en: 'Wild mint, thyme and linden blossom hand-picked on mountain meadows in the Ukrainian Carpathians and dried in the shade. The infusion is fresh and cooling yet softly honeyed, a calming cup after a long day. Caffeine-free and just as good iced.',
      pl: 'Dzika mięta, macierzanka i kwiat lipy zbierane ręcznie na górskich połoninach ukraińskich Karpat i suszone w cieniu. Napar jest świeży i chłodzący, a zarazem delikatnie miodowy – kojąca filiżanka po długim dniu. Bez kofeiny i równie dobry na zimno.',
      ru: 'Дикая мята, чабрец и липовый цвет, собранные вручную на горных полонинах украинских Карпат и высушенные в тени. Настой свежий и освежающий, но при этом мягко медовый — успокаивающая чашка после долгого дня. Без кофеина и так же хорош холодным.',
      ua: 'Дика м’ята, чебрець і липовий цвіт, зібрані вручну на гірських полонинах українських Карпат і висушені в тіні. Настій свіжий і прохолодний, але водночас м’яко медовий — заспокійлива чашка після довгого дня. Без кофеїну й так само добрий холодним.',
    },
    price: 1890,
    discountPrice: null,
    stock: 85,
    featured: false,
    arrivedDaysAgo: 6,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Ukraine', pl: 'Ukraina', ru: 'Украина', ua: 'Україна' },
      },
      {
        name: { en: 'Ingredients', pl: 'Składniki', ru: 'Состав', ua: 'Склад' },
        value: {
          en: 'Mint, thyme, linden blossom',
          pl: 'Mięta, macierzanka, kwiat lipy',
          ru: 'Мята, чабрец, липовый цвет',
          ua: 'М’ята, чебрець, липовий цвіт',
        },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '50 g', pl: '50 g', ru: '50 г', ua: '50 г' },
      },
    ],
    images: ['carpathian-wild-mint-herbal-tea-50g.svg'],
  },
  {
    slug: 'milk-oolong-loose-leaf-100g',
    category: 'tea',
    brand: 'mgla-tea-house',
    name: {
      en: 'Milk oolong loose leaf 100 g',
      pl: 'Mleczny oolong, herbata liściasta 100 g',
      ru: 'Молочный улун, листовой чай 100 г',
      ua: 'Молочний улун, листовий чай 100 г',
    },
    description: {
      en: 'A lightly oxidised Jin Xuan oolong from the high mountains of Taiwan, famous for its naturally creamy aroma. Tightly rolled leaves open into a buttery, orchid-scented cup with a sweet, milky finish. Brew it gongfu style for many fragrant infusions.',
      pl: 'Lekko oksydowany oolong Jin Xuan z wysokich gór Tajwanu, słynący z naturalnie kremowego aromatu. Ciasno zwinięte liście rozwijają się w maślany napar o zapachu orchidei ze słodkim, mlecznym finiszem. Parz metodą gongfu, by uzyskać wiele aromatycznych naparów.',
      ru: 'Слабоферментированный улун Цзинь Сюань с высокогорий Тайваня, знаменитый естественным сливочным ароматом. Плотно скрученные листья раскрываются в маслянистый настой с ароматом орхидеи и сладким молочным послевкусием. Заваривайте в стиле гунфу, чтобы получить множество ароматных проливов.',
      ua: 'Слабоферментований улун Цзінь Сюань із високогір’їв Тайваню, відомий природним вершковим ароматом. Щільно скручене листя розкривається в маслянистий настій з ароматом орхідеї та солодким молочним післясмаком. Заварюйте в стилі гунфу, щоб отримати безліч ароматних проливів.',
    },
    price: 4290,
    discountPrice: 2990,
    stock: 1,
    featured: false,
    arrivedDaysAgo: 130,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Taiwan', pl: 'Tajwan', ru: 'Тайвань', ua: 'Тайвань' },
      },
      {
        name: {
          en: 'Brewing temperature',
          pl: 'Temperatura parzenia',
          ru: 'Температура заваривания',
          ua: 'Температура заварювання',
        },
        value: { en: '90 °C', pl: '90 °C', ru: '90 °C', ua: '90 °C' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '100 g', pl: '100 g', ru: '100 г', ua: '100 г' },
      },
    ],
    images: ['milk-oolong-loose-leaf-100g.svg'],
  },
];
