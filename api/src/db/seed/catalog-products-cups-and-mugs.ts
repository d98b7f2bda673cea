import type { SeedProduct } from './types';

/** Demo catalog: the cups and mugs category (8 products). */
export const cupsAndMugsProducts: SeedProduct[] = [
  {
    slug: 'double-wall-glass-cup-250ml',
    category: 'cups-and-mugs',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Double-wall glass cups 250 ml, set of 2',
      pl: 'Szklanki z podwójną ścianką 250 ml, 2 szt.',
      ru: 'Стаканы с двойными стенками 250 мл, 2 шт.',
      ua: 'Склянки з подвійними стінками 250 мл, 2 шт.',
    },
    description: {
      en: 'Mouth-blown borosilicate glasses whose double wall makes your latte appear to float in mid-air. The layer of air keeps drinks hot longer and the outside cool to the touch. Equally lovely for flat whites, tea or iced coffee.',
      pl: 'Ręcznie dmuchane szklanki ze szkła borokrzemowego, w których dzięki podwójnej ściance latte zdaje się unosić w powietrzu. Warstwa powietrza dłużej utrzymuje ciepło napoju, a szkło z zewnątrz pozostaje chłodne. Równie piękne do flat white, herbaty i kawy mrożonej.',
      ru: 'Выдувные стаканы из боросиликатного стекла, в которых благодаря двойным стенкам латте словно парит в воздухе. Воздушная прослойка дольше сохраняет напиток горячим, а стекло снаружи остаётся прохладным. Одинаково хороши для флэт уайта, чая и айс-кофе.',
      ua: 'Видувні склянки з боросилікатного скла, у яких завдяки подвійним стінкам лате ніби ширяє в повітрі. Повітряний прошарок довше зберігає напій гарячим, а скло зовні залишається прохолодним. Однаково гарні для флет вайту, чаю та айс-кави.',
    },
    price: 5900,
    discountPrice: null,
    stock: 88,
    featured: false,
    arrivedDaysAgo: 100,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '250 ml', pl: '250 ml', ru: '250 мл', ua: '250 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Borosilicate glass',
          pl: 'Szkło borokrzemowe',
          ru: 'Боросиликатное стекло',
          ua: 'Боросилікатне скло',
        },
      },
      {
        name: { en: 'Quantity', pl: 'Ilość', ru: 'Количество', ua: 'Кількість' },
        value: { en: '2 pcs', pl: '2 szt.', ru: '2 шт.', ua: '2 шт.' },
      },
    ],
    images: ['double-wall-glass-cup-250ml.svg', 'double-wall-glass-cup-250ml-2.svg'],
  },
  {
    slug: 'stoneware-mug-forest-green-350ml',
    category: 'cups-and-mugs',
    brand: 'glina-studio',
    name: {
      en: 'Stoneware mug Forest Green 350 ml',
      pl: 'Kubek kamionkowy Leśna Zieleń 350 ml',
      ru: 'Кружка из каменной керамики «Лесная зелень» 350 мл',
      ua: 'Горнятко з кам’яної кераміки «Лісова зелень» 350 мл',
    },
    description: {
      en: 'A generous, hand-thrown mug in a deep reactive green glaze that pools darker at the rim, so no two pieces are exactly alike. The thick walls keep coffee warm and the wide handle fits the whole hand. Microwave and dishwasher safe.',
      pl: 'Pojemny, ręcznie toczony kubek w głębokim, reaktywnym zielonym szkliwie, które ciemnieje przy brzegu – żadne dwa egzemplarze nie są identyczne. Grube ścianki dłużej trzymają ciepło kawy, a szerokie ucho mieści całą dłoń. Można używać w mikrofalówce i myć w zmywarce.',
      ru: 'Вместительная кружка ручной работы в глубокой зелёной реактивной глазури, которая темнеет у края, — двух одинаковых не бывает. Толстые стенки дольше сохраняют кофе тёплым, а широкая ручка удобно ложится в ладонь. Можно использовать в микроволновке и мыть в посудомоечной машине.',
      ua: 'Містке горнятко ручної роботи в глибокій зеленій реактивній глазурі, яка темнішає біля краю, — двох однакових не буває. Товсті стінки довше зберігають каву теплою, а широка ручка зручно лягає в долоню. Можна використовувати в мікрохвильовці й мити в посудомийній машині.',
    },
    price: 6900,
    discountPrice: null,
    stock: 45,
    featured: true,
    arrivedDaysAgo: 20,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '350 ml', pl: '350 ml', ru: '350 мл', ua: '350 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Stoneware', pl: 'Kamionka', ru: 'Каменная керамика', ua: 'Кам’яна кераміка' },
      },
      {
        name: { en: 'Care', pl: 'Pielęgnacja', ru: 'Уход', ua: 'Догляд' },
        value: {
          en: 'Dishwasher and microwave safe',
          pl: 'Zmywarka i mikrofalówka',
          ru: 'Посудомоечная машина и микроволновка',
          ua: 'Посудомийна машина й мікрохвильовка',
        },
      },
    ],
    images: ['stoneware-mug-forest-green-350ml.svg', 'stoneware-mug-forest-green-350ml-2.svg'],
  },
  {
    slug: 'espresso-cups-with-saucers-90ml-set-of-2',
    category: 'cups-and-mugs',
    brand: 'officina-fiore',
    name: {
      en: 'Espresso cups with saucers 90 ml, set of 2',
      pl: 'Filiżanki do espresso ze spodkami 90 ml, 2 szt.',
      ru: 'Чашки для эспрессо с блюдцами 90 мл, 2 шт.',
      ua: 'Чашки для еспресо з блюдцями 90 мл, 2 шт.',
    },
    description: {
      en: 'Thick-walled Italian porcelain cups that warm up quickly and keep a fresh shot at the perfect temperature. The tulip shape concentrates the aroma and shows off the crema. Glazed in warm terracotta outside and classic white inside.',
      pl: 'Grubościenne filiżanki z włoskiej porcelany, które szybko się nagrzewają i utrzymują idealną temperaturę świeżego espresso. Tulipanowy kształt skupia aromat i eksponuje cremę. Na zewnątrz ciepła terakota, w środku klasyczna biel.',
      ru: 'Толстостенные чашки из итальянского фарфора, которые быстро прогреваются и сохраняют идеальную температуру свежего эспрессо. Форма тюльпана концентрирует аромат и подчёркивает крему. Снаружи тёплая терракота, внутри — классический белый.',
      ua: 'Товстостінні чашки з італійської порцеляни, що швидко прогріваються й зберігають ідеальну температуру свіжого еспресо. Форма тюльпана концентрує аромат і підкреслює крему. Зовні тепла теракота, всередині — класичний білий.',
    },
    price: 8900,
    discountPrice: 6900,
    stock: 30,
    featured: false,
    arrivedDaysAgo: 140,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '90 ml', pl: '90 ml', ru: '90 мл', ua: '90 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Porcelain', pl: 'Porcelana', ru: 'Фарфор', ua: 'Порцеляна' },
      },
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: {
          en: '2 cups, 2 saucers',
          pl: '2 filiżanki, 2 spodki',
          ru: '2 чашки, 2 блюдца',
          ua: '2 чашки, 2 блюдця',
        },
      },
    ],
    images: ['espresso-cups-with-saucers-90ml-set-of-2.svg'],
  },
  {
    slug: 'matcha-bowl-chawan-400ml',
    category: 'cups-and-mugs',
    brand: 'kumo-craft',
    name: {
      en: 'Matcha bowl chawan 400 ml',
      pl: 'Czarka do matchy chawan 400 ml',
      ru: 'Чаша для матчи тяван 400 мл',
      ua: 'Чаша для матчі тяван 400 мл',
    },
    description: {
      en: 'A wide, hand-formed tea bowl from a kiln in Mino, Japan, with a rough ash glaze in shades of moss and slate. Its roomy shape gives the bamboo whisk space to build a fine, velvety foam. Beautiful for matcha, and just as good for a morning bowl of café au lait.',
      pl: 'Szeroka, ręcznie formowana czarka z pieca w japońskim Mino, z chropowatym szkliwem popiołowym w odcieniach mchu i łupka. Przestronny kształt daje bambusowej miotełce miejsce na ubicie drobnej, aksamitnej pianki. Piękna do matchy, a równie dobra do porannej kawy z mlekiem.',
      ru: 'Широкая чаша ручной формовки из печи в японском Мино, с шероховатой зольной глазурью в оттенках мха и сланца. Просторная форма даёт бамбуковому венчику место, чтобы взбить тонкую бархатистую пенку. Прекрасна для матчи и так же хороша для утреннего кофе с молоком.',
      ua: 'Широка чаша ручного формування з печі в японському Міно, з шорсткою зольною глазур’ю у відтінках моху й сланцю. Простора форма дає бамбуковому віничку місце, щоб збити тонку оксамитову пінку. Чудова для матчі й так само добра для ранкової кави з молоком.',
    },
    price: 11900,
    discountPrice: null,
    stock: 0,
    featured: false,
    arrivedDaysAgo: 280,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '400 ml', pl: '400 ml', ru: '400 мл', ua: '400 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Stoneware', pl: 'Kamionka', ru: 'Каменная керамика', ua: 'Кам’яна кераміка' },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Japan', pl: 'Japonia', ru: 'Япония', ua: 'Японія' },
      },
    ],
    images: ['matcha-bowl-chawan-400ml.svg'],
  },
  {
    slug: 'insulated-travel-tumbler-400ml',
    category: 'cups-and-mugs',
    brand: 'polonyna-brew',
    name: {
      en: 'Insulated travel tumbler 400 ml',
      pl: 'Kubek termiczny 400 ml',
      ru: 'Термокружка 400 мл',
      ua: 'Термогорнятко 400 мл',
    },
    description: {
      en: 'A vacuum-insulated steel tumbler that keeps coffee hot for six hours and cold brew icy for twelve. The leak-proof lid with a sliding lock survives any backpack, and the ceramic-coated interior leaves no metallic taste. Fits most car cup holders and coffee machines.',
      pl: 'Stalowy kubek z izolacją próżniową, który utrzymuje kawę gorącą przez sześć godzin, a cold brew zimne przez dwanaście. Szczelna pokrywka z przesuwaną blokadą przetrwa każdy plecak, a ceramiczna powłoka wewnątrz nie oddaje metalicznego posmaku. Pasuje do większości uchwytów samochodowych i ekspresów.',
      ru: 'Стальная кружка с вакуумной изоляцией сохраняет кофе горячим шесть часов, а колд брю холодным — двенадцать. Герметичная крышка с задвижкой выдержит любой рюкзак, а керамическое покрытие внутри не даёт металлического привкуса. Подходит для большинства автомобильных подстаканников и кофемашин.',
      ua: 'Сталеве горнятко з вакуумною ізоляцією зберігає каву гарячою шість годин, а колд брю холодним — дванадцять. Герметична кришка із засувкою витримає будь-який рюкзак, а керамічне покриття всередині не дає металевого присмаку. Підходить для більшості автомобільних підсклянників і кавомашин.',
    },
    price: 9900,
    discountPrice: 7900,
    stock: 60,
    featured: false,
    arrivedDaysAgo: 55,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '400 ml', pl: '400 ml', ru: '400 мл', ua: '400 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Stainless steel, ceramic coating',
          pl: 'Stal nierdzewna, powłoka ceramiczna',
          ru: 'Нержавеющая сталь, керамическое покрытие',
          ua: 'Нержавна сталь, керамічне покриття',
        },
      },
      {
        name: {
          en: 'Heat retention',
          pl: 'Utrzymywanie ciepła',
          ru: 'Сохранение тепла',
          ua: 'Збереження тепла',
        },
        value: { en: '6 h', pl: '6 godz.', ru: '6 ч', ua: '6 год' },
      },
    ],
    images: ['insulated-travel-tumbler-400ml.svg'],
  },
  {
    slug: 'porcelain-cappuccino-cup-with-saucer-200ml',
    category: 'cups-and-mugs',
    brand: 'glina-studio',
    name: {
      en: 'Porcelain cappuccino cup with saucer 200 ml',
      pl: 'Porcelanowa filiżanka do cappuccino ze spodkiem 200 ml',
      ru: 'Фарфоровая чашка для капучино с блюдцем 200 мл',
      ua: 'Порцелянова чашка для капучино з блюдцем 200 мл',
    },
    description: {
      en: 'A wide-bowled cup in matte white porcelain with a hand-painted sage rim, made for latte art. The rounded base helps milk foam roll smoothly into rosettas and hearts. The matching saucer has a shallow well so the cup never slides.',
      pl: 'Filiżanka o szerokiej czaszy z matowej białej porcelany z ręcznie malowanym szałwiowym brzegiem, stworzona do latte art. Zaokrąglone dno pomaga mlecznej piance płynnie układać się w rozety i serca. Dopasowany spodek ma płytkie wgłębienie, dzięki któremu filiżanka się nie przesuwa.',
      ru: 'Чашка с широкой чашей из матового белого фарфора с расписанным вручную шалфейным ободком, созданная для латте-арта. Округлое дно помогает молочной пене плавно ложиться в розетты и сердечки. У парного блюдца есть неглубокое углубление, поэтому чашка не скользит.',
      ua: 'Чашка з широкою чашею з матової білої порцеляни з розписаним вручну шавлієвим обідком, створена для лате-арту. Округле дно допомагає молочній піні плавно лягати в розети та серця. Парне блюдце має неглибоку виїмку, тож чашка не ковзає.',
    },
    price: 5490,
    discountPrice: null,
    stock: 38,
    featured: false,
    arrivedDaysAgo: 210,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '200 ml', pl: '200 ml', ru: '200 мл', ua: '200 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Porcelain', pl: 'Porcelana', ru: 'Фарфор', ua: 'Порцеляна' },
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
    images: ['porcelain-cappuccino-cup-with-saucer-200ml.svg'],
  },
  {
    slug: 'enamel-camping-mug-300ml',
    category: 'cups-and-mugs',
    brand: 'polonyna-brew',
    name: {
      en: 'Enamel camping mug 300 ml',
      pl: 'Emaliowany kubek turystyczny 300 ml',
      ru: 'Эмалированная походная кружка 300 мл',
      ua: 'Емальоване туристичне горнятко 300 мл',
    },
    description: {
      en: 'A light, nearly indestructible steel mug coated in glossy cream enamel with a navy rim, just like the ones in mountain huts. Take it hiking, to the allotment or simply to the balcony for your morning coffee. Safe on a campfire grill and in the dishwasher.',
      pl: 'Lekki, niemal niezniszczalny stalowy kubek w błyszczącej kremowej emalii z granatowym brzegiem – taki jak w górskich schroniskach. Zabierz go na szlak, na działkę albo po prostu na balkon do porannej kawy. Można go postawić na ruszcie nad ogniskiem i myć w zmywarce.',
      ru: 'Лёгкая, почти неубиваемая стальная кружка в глянцевой кремовой эмали с тёмно-синим ободком — как в горных приютах. Берите её в поход, на дачу или просто на балкон к утреннему кофе. Выдерживает решётку над костром и посудомоечную машину.',
      ua: 'Легке, майже незнищенне сталеве горнятко в глянсовій кремовій емалі з темно-синім обідком — як у гірських притулках. Беріть його в похід, на дачу чи просто на балкон до ранкової кави. Витримує решітку над вогнищем і посудомийну машину.',
    },
    price: 3990,
    discountPrice: null,
    stock: 73,
    featured: false,
    arrivedDaysAgo: 2,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '300 ml', pl: '300 ml', ru: '300 мл', ua: '300 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: {
          en: 'Enamelled steel',
          pl: 'Emaliowana stal',
          ru: 'Эмалированная сталь',
          ua: 'Емальована сталь',
        },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '180 g', pl: '180 g', ru: '180 г', ua: '180 г' },
      },
    ],
    images: ['enamel-camping-mug-300ml.svg'],
  },
  {
    slug: 'yunomi-tea-cups-set-of-4',
    category: 'cups-and-mugs',
    brand: 'kumo-craft',
    name: {
      en: 'Handleless tea cups yunomi, set of 4',
      pl: 'Czarki do herbaty yunomi, 4 szt.',
      ru: 'Чашки для чая юноми, 4 шт.',
      ua: 'Чашки для чаю юномі, 4 шт.',
    },
    description: {
      en: 'Four tall Japanese tea cups in four seasonal glazes: cherry pink, celadon, amber and indigo. Without handles, they warm your palms and let you feel when the tea has cooled to drinking temperature. A thoughtful set for sharing sencha or genmaicha with friends.',
      pl: 'Cztery wysokie japońskie czarki w czterech sezonowych szkliwach: wiśniowy róż, celadon, bursztyn i indygo. Bez uszek ogrzewają dłonie i pozwalają wyczuć, kiedy herbata ostygła do idealnej temperatury. Przemyślany zestaw do dzielenia się senchą lub genmaichą z przyjaciółmi.',
      ru: 'Четыре высокие японские чашки в четырёх сезонных глазурях: вишнёво-розовой, селадоновой, янтарной и индиго. Без ручек они согревают ладони и позволяют почувствовать, когда чай остыл до нужной температуры. Продуманный набор, чтобы разделить сенчу или генмайчу с друзьями.',
      ua: 'Чотири високі японські чашки в чотирьох сезонних глазурях: вишнево-рожевій, селадоновій, бурштиновій та індиго. Без ручок вони зігрівають долоні й дають відчути, коли чай охолов до потрібної температури. Продуманий набір, щоб розділити сенчу чи генмайчу з друзями.',
    },
    price: 14900,
    discountPrice: null,
    stock: 2,
    featured: false,
    arrivedDaysAgo: 165,
    attributes: [
      {
        name: { en: 'Volume', pl: 'Pojemność', ru: 'Объём', ua: 'Об’єм' },
        value: { en: '180 ml', pl: '180 ml', ru: '180 мл', ua: '180 мл' },
      },
      {
        name: { en: 'Material', pl: 'Materiał', ru: 'Материал', ua: 'Матеріал' },
        value: { en: 'Stoneware', pl: 'Kamionka', ru: 'Каменная керамика', ua: 'Кам’яна кераміка' },
      },
      {
        name: { en: 'Quantity', pl: 'Ilość', ru: 'Количество', ua: 'Кількість' },
        value: { en: '4 pcs', pl: '4 szt.', ru: '4 шт.', ua: '4 шт.' },
      },
    ],
    images: ['yunomi-tea-cups-set-of-4.svg'],
  },
];
