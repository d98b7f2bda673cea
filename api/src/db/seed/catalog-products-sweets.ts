import type { SeedProduct } from './types';

/** Demo catalog: the sweets category (8 products). */
export const sweetsProducts: SeedProduct[] = [
  {
    slug: 'dark-chocolate-70-sea-salt-100g',
    category: 'sweets',
    brand: 'slodka-sowa',
    name: {
      en: 'Dark chocolate 70% with sea salt 100 g',
      pl: 'Czekolada gorzka 70% z solą morską 100 g',
      ru: 'Тёмный шоколад 70% с морской солью 100 г',
      ua: 'Чорний шоколад 70% з морською сіллю 100 г',
    },
    description: {
      en: 'Bean-to-bar chocolate made in Kraków from Peruvian cacao, finished with crunchy flakes of Atlantic sea salt. Deep cocoa and red fruit notes meet a salty sparkle that makes every square disappear too quickly. A perfect partner for espresso.',
      pl: 'Czekolada bean-to-bar wytwarzana w Krakowie z peruwiańskiego kakao, wykończona chrupiącymi płatkami atlantyckiej soli morskiej. Głębokie kakao i nuty czerwonych owoców spotykają się ze słonym akcentem, przez który każda kostka znika zbyt szybko. Idealna towarzyszka espresso.',
      ru: 'Шоколад bean-to-bar, который делают в Кракове из перуанского какао и посыпают хрустящими хлопьями атлантической морской соли. Глубокий вкус какао и нотки красных ягод встречаются с солёной искрой — каждая долька исчезает слишком быстро. Идеальная пара для эспрессо.',
      ua: 'Шоколад bean-to-bar, який виготовляють у Кракові з перуанського какао й посипають хрусткими пластівцями атлантичної морської солі. Глибокий смак какао й нотки червоних ягід зустрічаються із солоною іскрою — кожна часточка зникає надто швидко. Ідеальна пара для еспресо.',
    },
    price: 1890,
    discountPrice: null,
    stock: 120,
    featured: true,
    arrivedDaysAgo: 25,
    attributes: [
      {
        name: {
          en: 'Cocoa content',
          pl: 'Zawartość kakao',
          ru: 'Содержание какао',
          ua: 'Вміст какао',
        },
        value: { en: '70%', pl: '70%', ru: '70%', ua: '70%' },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: {
          en: 'Peru (cacao), Poland',
          pl: 'Peru (kakao), Polska',
          ru: 'Перу (какао), Польша',
          ua: 'Перу (какао), Польща',
        },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '100 g', pl: '100 g', ru: '100 г', ua: '100 г' },
      },
    ],
    images: ['dark-chocolate-70-sea-salt-100g.svg', 'dark-chocolate-70-sea-salt-100g-2.svg'],
  },
  {
    slug: 'milk-chocolate-whole-hazelnuts-100g',
    category: 'sweets',
    brand: 'slodka-sowa',
    name: {
      en: 'Milk chocolate with whole hazelnuts 100 g',
      pl: 'Czekolada mleczna z całymi orzechami laskowymi 100 g',
      ru: 'Молочный шоколад с цельным фундуком 100 г',
      ua: 'Молочний шоколад із цілим фундуком 100 г',
    },
    description: {
      en: 'Creamy 40% milk chocolate packed with whole roasted Piedmont hazelnuts, so there is a nut in every bite. Notes of caramel and fresh cream balance the toasty crunch. A nostalgic treat that tastes like childhood, only better.',
      pl: 'Kremowa czekolada mleczna 40% pełna całych prażonych orzechów laskowych z Piemontu – w każdym kęsie jest orzech. Nuty karmelu i świeżej śmietanki równoważą chrupkość prażonych orzechów. Nostalgiczny smakołyk, który smakuje jak dzieciństwo, tylko lepiej.',
      ru: 'Сливочный молочный шоколад 40% с цельным жареным фундуком из Пьемонта — орех в каждом кусочке. Нотки карамели и свежих сливок уравновешивают хруст обжаренных орехов. Ностальгическое лакомство со вкусом детства, только ещё лучше.',
      ua: 'Вершковий молочний шоколад 40% із цілим смаженим фундуком із П’ємонту — горіх у кожному шматочку. Нотки карамелі й свіжих вершків урівноважують хрумкість обсмажених горіхів. Ностальгійні ласощі зі смаком дитинства, тільки ще кращі.',
    },
    price: 1690,
    discountPrice: 1290,
    stock: 95,
    featured: false,
    arrivedDaysAgo: 70,
    attributes: [
      {
        name: {
          en: 'Cocoa content',
          pl: 'Zawartość kakao',
          ru: 'Содержание какао',
          ua: 'Вміст какао',
        },
        value: { en: '40%', pl: '40%', ru: '40%', ua: '40%' },
      },
      {
        name: {
          en: 'Nut content',
          pl: 'Zawartość orzechów',
          ru: 'Содержание орехов',
          ua: 'Вміст горіхів',
        },
        value: { en: '25%', pl: '25%', ru: '25%', ua: '25%' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '100 g', pl: '100 g', ru: '100 г', ua: '100 г' },
      },
    ],
    images: ['milk-chocolate-whole-hazelnuts-100g.svg'],
  },
  {
    slug: 'buckwheat-honey-podlasie-400g',
    category: 'sweets',
    brand: 'slodka-sowa',
    name: {
      en: 'Buckwheat honey from Podlasie 400 g',
      pl: 'Miód gryczany z Podlasia 400 g',
      ru: 'Гречишный мёд из Подляшья 400 г',
      ua: 'Гречаний мед із Підляшшя 400 г',
    },
    description: {
      en: 'Dark, raw honey collected by a family apiary among the buckwheat fields of north-eastern Poland. Rich and malty with a pleasantly sharp finish, it is wonderful on rye bread, in gingerbread or stirred into black tea. It naturally crystallises over time, a sign of real, unheated honey.',
      pl: 'Ciemny, surowy miód z rodzinnej pasieki położonej wśród pól gryki na Podlasiu. Bogaty i słodowy, z przyjemnie wyrazistym finiszem – doskonały na żytni chleb, do pierników i czarnej herbaty. Z czasem naturalnie krystalizuje, co jest oznaką prawdziwego, niepodgrzewanego miodu.',
      ru: 'Тёмный сырой мёд с семейной пасеки среди гречишных полей на северо-востоке Польши. Насыщенный и солодовый, с приятной терпкостью в послевкусии — прекрасен на ржаном хлебе, в пряниках и с чёрным чаем. Со временем естественно кристаллизуется — признак настоящего, непрогретого мёда.',
      ua: 'Темний сирий мед із родинної пасіки серед гречаних полів на північному сході Польщі. Насичений і солодовий, із приємною терпкістю в післясмаку — чудовий на житньому хлібі, у пряниках і з чорним чаєм. З часом природно кристалізується — ознака справжнього, непрогрітого меду.',
    },
    price: 3490,
    discountPrice: null,
    stock: 52,
    featured: false,
    arrivedDaysAgo: 200,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Poland', pl: 'Polska', ru: 'Польша', ua: 'Польща' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '400 g', pl: '400 g', ru: '400 г', ua: '400 г' },
      },
    ],
    images: ['buckwheat-honey-podlasie-400g.svg', 'buckwheat-honey-podlasie-400g-2.svg'],
  },
  {
    slug: 'cantucci-almond-biscotti-250g',
    category: 'sweets',
    brand: 'officina-fiore',
    name: {
      en: 'Cantucci almond biscotti 250 g',
      pl: 'Cantucci, włoskie ciasteczka migdałowe 250 g',
      ru: 'Кантуччи, итальянское миндальное печенье 250 г',
      ua: 'Кантуччі, італійське мигдальне печиво 250 г',
    },
    description: {
      en: 'Twice-baked Tuscan biscuits with whole almonds and a hint of orange zest, made to a family recipe with butter and free-range eggs. Crisp and golden, they are meant to be dipped into espresso, cappuccino or a glass of sweet wine. Packed in a resealable bag.',
      pl: 'Podwójnie pieczone toskańskie ciasteczka z całymi migdałami i nutą skórki pomarańczowej, według rodzinnego przepisu na maśle i jajach z wolnego wybiegu. Chrupiące i złociste, stworzone do maczania w espresso, cappuccino lub kieliszku słodkiego wina. Pakowane w strunowy woreczek.',
      ru: 'Дважды запечённое тосканское печенье с цельным миндалём и ноткой апельсиновой цедры, приготовленное по семейному рецепту на сливочном масле и яйцах от кур свободного выгула. Хрустящее и золотистое, его макают в эспрессо, капучино или бокал десертного вина. Упаковано в пакет с застёжкой.',
      ua: 'Двічі випечене тосканське печиво з цілим мигдалем і ноткою апельсинової цедри, приготоване за родинним рецептом на вершковому маслі та яйцях від курей вільного вигулу. Хрустке й золотисте, його вмочують в еспресо, капучино чи келих десертного вина. Упаковане в пакет із застібкою.',
    },
    price: 2490,
    discountPrice: null,
    stock: 66,
    featured: false,
    arrivedDaysAgo: 115,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Italy', pl: 'Włochy', ru: 'Италия', ua: 'Італія' },
      },
      {
        name: {
          en: 'Almond content',
          pl: 'Zawartość migdałów',
          ru: 'Содержание миндаля',
          ua: 'Вміст мигдалю',
        },
        value: { en: '20%', pl: '20%', ru: '20%', ua: '20%' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '250 g', pl: '250 g', ru: '250 г', ua: '250 г' },
      },
    ],
    images: ['cantucci-almond-biscotti-250g.svg'],
  },
  {
    slug: 'chocolate-coated-coffee-beans-150g',
    category: 'sweets',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Dark chocolate-coated coffee beans 150 g',
      pl: 'Ziarna kawy w gorzkiej czekoladzie 150 g',
      ru: 'Кофейные зёрна в тёмном шоколаде 150 г',
      ua: 'Кавові зерна в чорному шоколаді 150 г',
    },
    description: {
      en: 'Whole Brazilian espresso beans enrobed in a thick layer of 65% dark chocolate and dusted with cocoa. The crunch of the bean releases a burst of roasted coffee under the bittersweet shell. A pick-me-up snack for long afternoons and a great topping for ice cream.',
      pl: 'Całe ziarna brazylijskiej kawy do espresso oblane grubą warstwą gorzkiej czekolady 65% i oprószone kakao. Chrupnięcie ziarna uwalnia pod słodko-gorzką skorupką wyraźny smak palonej kawy. Przekąska na długie popołudnia i świetna posypka do lodów.',
      ru: 'Цельные бразильские зёрна для эспрессо в толстом слое тёмного шоколада 65%, присыпанные какао. Хрустящее зерно раскрывает под горьковато-сладкой оболочкой яркий вкус обжаренного кофе. Бодрящий перекус для долгих дней и отличная посыпка для мороженого.',
      ua: 'Цілі бразильські зерна для еспресо в товстому шарі чорного шоколаду 65%, присипані какао. Хрустке зерно розкриває під гірко-солодкою оболонкою яскравий смак обсмаженої кави. Бадьорий перекус для довгих днів і чудова посипка для морозива.',
    },
    price: 2290,
    discountPrice: 1790,
    stock: 80,
    featured: false,
    arrivedDaysAgo: 8,
    attributes: [
      {
        name: {
          en: 'Cocoa content',
          pl: 'Zawartość kakao',
          ru: 'Содержание какао',
          ua: 'Вміст какао',
        },
        value: { en: '65%', pl: '65%', ru: '65%', ua: '65%' },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Brazil', pl: 'Brazylia', ru: 'Бразилия', ua: 'Бразилія' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '150 g', pl: '150 g', ru: '150 г', ua: '150 г' },
      },
    ],
    images: ['chocolate-coated-coffee-beans-150g.svg'],
  },
  {
    slug: 'salted-caramel-spread-250g',
    category: 'sweets',
    brand: 'slodka-sowa',
    name: {
      en: 'Salted caramel spread 250 g',
      pl: 'Krem karmelowy z solą 250 g',
      ru: 'Паста «Солёная карамель» 250 г',
      ua: 'Паста «Солона карамель» 250 г',
    },
    description: {
      en: 'Slowly cooked from butter, cream and cane sugar, then finished with a pinch of Wieliczka rock salt. Silky, deep amber and just salty enough, it turns pancakes, porridge and apple pie into a small celebration. Also delicious stirred into a latte.',
      pl: 'Powoli gotowany z masła, śmietanki i cukru trzcinowego, doprawiony szczyptą soli kamiennej z Wieliczki. Jedwabisty, głęboko bursztynowy i słony w sam raz – zamienia naleśniki, owsiankę i szarlotkę w małe święto. Pyszny także wmieszany w latte.',
      ru: 'Медленно уваренная из сливочного масла, сливок и тростникового сахара, с щепоткой каменной соли из Велички. Шелковистая, глубокого янтарного цвета и солёная в меру — превращает блины, овсянку и яблочный пирог в маленький праздник. Вкусна и в латте.',
      ua: 'Повільно уварена з вершкового масла, вершків і тростинного цукру, з дрібкою кам’яної солі з Велички. Шовковиста, глибокого бурштинового кольору й солона в міру — перетворює млинці, вівсянку та яблучний пиріг на маленьке свято. Смачна й у лате.',
    },
    price: 2790,
    discountPrice: null,
    stock: 0,
    featured: false,
    arrivedDaysAgo: 310,
    attributes: [
      {
        name: { en: 'Ingredients', pl: 'Składniki', ru: 'Состав', ua: 'Склад' },
        value: {
          en: 'Butter, cream, cane sugar, salt',
          pl: 'Masło, śmietanka, cukier trzcinowy, sól',
          ru: 'Сливочное масло, сливки, тростниковый сахар, соль',
          ua: 'Вершкове масло, вершки, тростинний цукор, сіль',
        },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '250 g', pl: '250 g', ru: '250 г', ua: '250 г' },
      },
    ],
    images: ['salted-caramel-spread-250g.svg'],
  },
  {
    slug: 'honey-gingerbread-hearts-200g',
    category: 'sweets',
    brand: 'slodka-sowa',
    name: {
      en: 'Honey gingerbread hearts in dark chocolate 200 g',
      pl: 'Pierniczki miodowe w gorzkiej czekoladzie 200 g',
      ru: 'Медовые пряники-сердечки в тёмном шоколаде 200 г',
      ua: 'Медові пряники-сердечка в чорному шоколаді 200 г',
    },
    description: {
      en: 'Soft heart-shaped gingerbread baked with buckwheat honey and a traditional Toruń-style spice mix, filled with plum jam and coated in dark chocolate. Fragrant with cinnamon, clove and cardamom, they are a year-round taste of Christmas. They stay soft for weeks in their tin.',
      pl: 'Miękkie pierniczki w kształcie serc, pieczone z miodem gryczanym i tradycyjną toruńską mieszanką przypraw, nadziewane powidłami śliwkowymi i oblane gorzką czekoladą. Pachną cynamonem, goździkiem i kardamonem – to smak świąt przez cały rok. W puszce pozostają miękkie przez wiele tygodni.',
      ru: 'Мягкие пряники в форме сердечек, испечённые на гречишном мёде с традиционной торуньской смесью специй, с начинкой из сливового повидла и в тёмном шоколаде. Ароматы корицы, гвоздики и кардамона — вкус Рождества круглый год. В жестяной коробке остаются мягкими неделями.',
      ua: 'М’які пряники у формі сердечок, спечені на гречаному меду з традиційною торунською сумішшю прянощів, з начинкою зі сливового повидла й у чорному шоколаді. Аромати кориці, гвоздики та кардамону — смак Різдва цілий рік. У бляшаній коробці залишаються м’якими тижнями.',
    },
    price: 2190,
    discountPrice: null,
    stock: 41,
    featured: false,
    arrivedDaysAgo: 365,
    attributes: [
      {
        name: { en: 'Filling', pl: 'Nadzienie', ru: 'Начинка', ua: 'Начинка' },
        value: {
          en: 'Plum jam',
          pl: 'Powidła śliwkowe',
          ru: 'Сливовое повидло',
          ua: 'Сливове повидло',
        },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Poland', pl: 'Polska', ru: 'Польша', ua: 'Польща' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '200 g', pl: '200 g', ru: '200 г', ua: '200 г' },
      },
    ],
    images: ['honey-gingerbread-hearts-200g.svg'],
  },
  {
    slug: 'white-chocolate-matcha-80g',
    category: 'sweets',
    brand: 'kumo-craft',
    name: {
      en: 'White chocolate with matcha 80 g',
      pl: 'Biała czekolada z matchą 80 g',
      ru: 'Белый шоколад с матчей 80 г',
      ua: 'Білий шоколад із матчею 80 г',
    },
    description: {
      en: 'Creamy white chocolate blended with stone-ground Uji matcha for a pale green bar with a grassy, gently bitter edge. The tea tames the sweetness and leaves a long, fresh finish. Try it with a cup of sencha or a flat white.',
      pl: 'Kremowa biała czekolada połączona z mieloną na kamieniu matchą z Uji – bladozielona tabliczka o trawiastym, lekko gorzkawym charakterze. Herbata równoważy słodycz i zostawia długi, świeży finisz. Spróbuj z filiżanką senchy lub flat white.',
      ru: 'Сливочный белый шоколад с матчей каменного помола из Удзи — бледно-зелёная плитка с травянистым, слегка горьковатым характером. Чай уравновешивает сладость и оставляет долгое свежее послевкусие. Попробуйте с чашкой сенчи или флэт уайтом.',
      ua: 'Вершковий білий шоколад із матчею кам’яного помелу з Удзі — блідо-зелена плитка з трав’янистим, злегка гіркуватим характером. Чай урівноважує солодкість і залишає довгий свіжий післясмак. Спробуйте з чашкою сенчі або флет вайтом.',
    },
    price: 2390,
    discountPrice: null,
    stock: 1,
    featured: false,
    arrivedDaysAgo: 50,
    attributes: [
      {
        name: {
          en: 'Cocoa content',
          pl: 'Zawartość kakao',
          ru: 'Содержание какао',
          ua: 'Вміст какао',
        },
        value: {
          en: '30% (cocoa butter)',
          pl: '30% (masło kakaowe)',
          ru: '30% (какао-масло)',
          ua: '30% (какао-масло)',
        },
      },
      {
        name: {
          en: 'Matcha content',
          pl: 'Zawartość matchy',
          ru: 'Содержание матчи',
          ua: 'Вміст матчі',
        },
        value: { en: '5%', pl: '5%', ru: '5%', ua: '5%' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '80 g', pl: '80 g', ru: '80 г', ua: '80 г' },
      },
    ],
    images: ['white-chocolate-matcha-80g.svg'],
  },
];
