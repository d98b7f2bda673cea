import type { SeedProduct } from './types';

/** Demo catalog: the gift sets category (8 products). */
export const giftSetsProducts: SeedProduct[] = [
  {
    slug: 'coffee-lovers-gift-box',
    category: 'gift-sets',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Coffee lover’s gift box',
      pl: 'Zestaw prezentowy dla miłośnika kawy',
      ru: 'Подарочный набор для любителя кофе',
      ua: 'Подарунковий набір для поціновувача кави',
    },
    description: {
      en: 'Two single-origin coffees of 250 g each, a ceramic dripper, 40 paper filters and a bar of sea salt dark chocolate, nestled in a kraft box with a linen ribbon. Everything needed for a first pour-over, beautifully wrapped and ready to give.',
      pl: 'Dwie kawy single origin po 250 g, ceramiczny dripper, 40 filtrów papierowych i tabliczka gorzkiej czekolady z solą morską w kraftowym pudełku przewiązanym lnianą wstążką. Wszystko, czego potrzeba do pierwszego przelewu, pięknie zapakowane i gotowe do wręczenia.',
      ru: 'Два моносорта кофе по 250 г, керамическая воронка, 40 бумажных фильтров и плитка тёмного шоколада с морской солью в крафтовой коробке, перевязанной льняной лентой. Всё необходимое для первого пуровера — красиво упаковано и готово к вручению.',
      ua: 'Два моносорти кави по 250 г, керамічна лійка, 40 паперових фільтрів і плитка чорного шоколаду з морською сіллю в крафтовій коробці, перев’язаній лляною стрічкою. Усе необхідне для першого пуровера — гарно запаковано й готово до вручення.',
    },
    price: 18900,
    discountPrice: 15900,
    stock: 15,
    featured: true,
    arrivedDaysAgo: 10,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: {
          en: '2 coffees, dripper, filters, chocolate',
          pl: '2 kawy, dripper, filtry, czekolada',
          ru: '2 вида кофе, воронка, фильтры, шоколад',
          ua: '2 види кави, лійка, фільтри, шоколад',
        },
      },
      {
        name: { en: 'Dimensions', pl: 'Wymiary', ru: 'Размеры', ua: 'Розміри' },
        value: {
          en: '30 × 22 × 12 cm',
          pl: '30 × 22 × 12 cm',
          ru: '30 × 22 × 12 см',
          ua: '30 × 22 × 12 см',
        },
      },
    ],
    images: ['coffee-lovers-gift-box.svg', 'coffee-lovers-gift-box-2.svg'],
  },
  {
    slug: 'matcha-tea-ceremony-gift-set',
    category: 'gift-sets',
    brand: 'kumo-craft',
    name: {
      en: 'Matcha tea ceremony gift set',
      pl: 'Zestaw prezentowy do ceremonii matchy',
      ru: 'Подарочный набор для чайной церемонии с матчей',
      ua: 'Подарунковий набір для чайної церемонії з матчею',
    },
    description: {
      en: 'A complete matcha kit: a hand-glazed chawan bowl, a 100-prong bamboo whisk with a ceramic holder, a bamboo scoop and 30 g of ceremonial grade matcha from Uji. Presented in a cloth-wrapped wooden box inspired by Japanese furoshiki. A gift that teaches a calm new daily ritual.',
      pl: 'Kompletny zestaw do matchy: ręcznie szkliwiona czarka chawan, bambusowa miotełka ze 100 włóknami i ceramicznym stojakiem, bambusowa łyżeczka oraz 30 g ceremonialnej matchy z Uji. Podany w drewnianym pudełku owiniętym tkaniną na wzór japońskiego furoshiki. Prezent, który uczy nowego, spokojnego rytuału.',
      ru: 'Полный набор для матчи: чаша тяван ручной глазуровки, бамбуковый венчик на 100 волокон с керамической подставкой, бамбуковая ложечка и 30 г церемониальной матчи из Удзи. В деревянной коробке, обёрнутой тканью в стиле японского фуросики. Подарок, который научит новому спокойному ритуалу.',
      ua: 'Повний набір для матчі: чаша тяван ручного глазурування, бамбуковий віничок на 100 волокон із керамічною підставкою, бамбукова ложечка та 30 г церемоніальної матчі з Удзі. У дерев’яній коробці, загорнутій у тканину в стилі японського фуросікі. Подарунок, що навчить нового спокійного ритуалу.',
    },
    price: 29900,
    discountPrice: null,
    stock: 7,
    featured: true,
    arrivedDaysAgo: 45,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: {
          en: 'Bowl, whisk, holder, scoop, matcha 30 g',
          pl: 'Czarka, miotełka, stojak, łyżeczka, matcha 30 g',
          ru: 'Чаша, венчик, подставка, ложечка, матча 30 г',
          ua: 'Чаша, віничок, підставка, ложечка, матча 30 г',
        },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Japan', pl: 'Japonia', ru: 'Япония', ua: 'Японія' },
      },
    ],
    images: ['matcha-tea-ceremony-gift-set.svg', 'matcha-tea-ceremony-gift-set-2.svg'],
  },
  {
    slug: 'chocolate-tasting-box-6-bars',
    category: 'gift-sets',
    brand: 'slodka-sowa',
    name: {
      en: 'Chocolate tasting box, 6 bars',
      pl: 'Degustacyjny zestaw czekolad, 6 tabliczek',
      ru: 'Дегустационный набор шоколада, 6 плиток',
      ua: 'Дегустаційний набір шоколаду, 6 плиток',
    },
    description: {
      en: 'Six 50 g bars that travel from creamy 40% milk to intense 85% dark, each made from a single origin of cacao. A tasting card guides you through the flavours, from Madagascan red berries to Ecuadorian florals. A delicious journey for two, or a very indulgent one for one.',
      pl: 'Sześć tabliczek po 50 g – od kremowej mlecznej 40% po intensywną gorzką 85%, każda z kakao z jednego regionu. Karta degustacyjna prowadzi przez smaki: od czerwonych owoców Madagaskaru po kwiatowe nuty Ekwadoru. Pyszna podróż we dwoje albo bardzo rozpieszczająca w pojedynkę.',
      ru: 'Шесть плиток по 50 г — от сливочного молочного 40% до интенсивного тёмного 85%, каждая из какао одного происхождения. Дегустационная карточка проведёт через вкусы: от красных ягод Мадагаскара до цветочных нот Эквадора. Вкусное путешествие для двоих — или очень приятное для одного.',
      ua: 'Шість плиток по 50 г — від вершкового молочного 40% до інтенсивного чорного 85%, кожна з какао одного походження. Дегустаційна картка проведе крізь смаки: від червоних ягід Мадагаскару до квіткових нот Еквадору. Смачна подорож для двох — або дуже приємна для одного.',
    },
    price: 8900,
    discountPrice: null,
    stock: 0,
    featured: false,
    arrivedDaysAgo: 320,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: { en: '6 × 50 g', pl: '6 × 50 g', ru: '6 × 50 г', ua: '6 × 50 г' },
      },
      {
        name: {
          en: 'Cocoa content',
          pl: 'Zawartość kakao',
          ru: 'Содержание какао',
          ua: 'Вміст какао',
        },
        value: { en: '40–85%', pl: '40–85%', ru: '40–85%', ua: '40–85%' },
      },
    ],
    images: ['chocolate-tasting-box-6-bars.svg'],
  },
  {
    slug: 'pour-over-starter-kit',
    category: 'gift-sets',
    brand: 'nordwald-manufaktur',
    name: {
      en: 'Pour-over starter kit',
      pl: 'Zestaw startowy do przelewu',
      ru: 'Стартовый набор для пуровера',
      ua: 'Стартовий набір для пуровера',
    },
    description: {
      en: 'Everything a new home barista needs: a 1 l gooseneck kettle, a glass dripper with carafe, a digital scale with timer and 100 paper filters. A printed recipe card walks you through your first perfect cup step by step. Packed in a sturdy box that makes a striking gift.',
      pl: 'Wszystko, czego potrzebuje początkujący domowy barista: czajnik z wąską wylewką 1 l, szklany dripper z dzbankiem, cyfrowa waga z timerem i 100 filtrów papierowych. Drukowana karta z przepisem krok po kroku prowadzi do pierwszej idealnej filiżanki. Zapakowane w solidne pudełko, które świetnie wygląda jako prezent.',
      ru: 'Всё, что нужно начинающему домашнему бариста: чайник «гусиная шея» на 1 л, стеклянная воронка с кофейником, цифровые весы с таймером и 100 бумажных фильтров. Печатная карточка с рецептом шаг за шагом приведёт к первой идеальной чашке. Упаковано в прочную коробку, которая эффектно смотрится в качестве подарка.',
      ua: 'Усе, що потрібно початківцю домашньому бариста: чайник «гусяча шия» на 1 л, скляна лійка з кавником, цифрові ваги з таймером і 100 паперових фільтрів. Друкована картка з рецептом крок за кроком приведе до першої ідеальної чашки. Запаковано в міцну коробку, яка ефектно виглядає як подарунок.',
    },
    price: 34900,
    discountPrice: 29900,
    stock: 11,
    featured: false,
    arrivedDaysAgo: 95,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: {
          en: 'Kettle, dripper, carafe, scale, filters',
          pl: 'Czajnik, dripper, dzbanek, waga, filtry',
          ru: 'Чайник, воронка, кофейник, весы, фильтры',
          ua: 'Чайник, лійка, кавник, ваги, фільтри',
        },
      },
      {
        name: { en: 'Dimensions', pl: 'Wymiary', ru: 'Размеры', ua: 'Розміри' },
        value: {
          en: '35 × 28 × 20 cm',
          pl: '35 × 28 × 20 cm',
          ru: '35 × 28 × 20 см',
          ua: '35 × 28 × 20 см',
        },
      },
    ],
    images: ['pour-over-starter-kit.svg'],
  },
  {
    slug: 'winter-spiced-tea-gift-box',
    category: 'gift-sets',
    brand: 'mgla-tea-house',
    name: {
      en: 'Winter spiced tea gift box, 4 blends',
      pl: 'Zimowy zestaw herbat korzennych, 4 mieszanki',
      ru: 'Зимний подарочный набор пряных чаёв, 4 смеси',
      ua: 'Зимовий подарунковий набір пряних чаїв, 4 суміші',
    },
    description: {
      en: 'Four tins of festive blends: black tea with gingerbread spices, rooibos with baked apple, green tea with cranberry and a chai with cardamom and black pepper. Each 50 g tin brews about 20 warming cups. Tied with a red ribbon and ready to go under the tree.',
      pl: 'Cztery puszki świątecznych mieszanek: czarna herbata z przyprawą piernikową, rooibos z pieczonym jabłkiem, zielona herbata z żurawiną i chai z kardamonem i czarnym pieprzem. Z każdej 50-gramowej puszki zaparzysz około 20 rozgrzewających filiżanek. Przewiązany czerwoną wstążką, gotowy, by trafić pod choinkę.',
      ru: 'Четыре банки праздничных смесей: чёрный чай с пряничными специями, ройбуш с печёным яблоком, зелёный чай с клюквой и масала-чай с кардамоном и чёрным перцем. Из каждой банки по 50 г получится около 20 согревающих чашек. Перевязан красной лентой и готов отправиться под ёлку.',
      ua: 'Чотири банки святкових сумішей: чорний чай із пряниковими прянощами, ройбуш із печеним яблуком, зелений чай із журавлиною та масала-чай із кардамоном і чорним перцем. З кожної банки по 50 г вийде близько 20 зігрівальних чашок. Перев’язаний червоною стрічкою й готовий вирушити під ялинку.',
    },
    price: 12900,
    discountPrice: null,
    stock: 26,
    featured: false,
    arrivedDaysAgo: 355,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: { en: '4 × 50 g', pl: '4 × 50 g', ru: '4 × 50 г', ua: '4 × 50 г' },
      },
      {
        name: { en: 'Dimensions', pl: 'Wymiary', ru: 'Размеры', ua: 'Розміри' },
        value: {
          en: '24 × 8 × 8 cm',
          pl: '24 × 8 × 8 cm',
          ru: '24 × 8 × 8 см',
          ua: '24 × 8 × 8 см',
        },
      },
    ],
    images: ['winter-spiced-tea-gift-box.svg'],
  },
  {
    slug: 'espresso-morning-gift-set',
    category: 'gift-sets',
    brand: 'officina-fiore',
    name: {
      en: 'Espresso morning gift set',
      pl: 'Zestaw prezentowy Poranne espresso',
      ru: 'Подарочный набор «Утренний эспрессо»',
      ua: 'Подарунковий набір «Ранкове еспресо»',
    },
    description: {
      en: 'A 3-cup stovetop espresso maker, two terracotta espresso cups and 250 g of Espresso Classico ground coffee, plus a bag of almond cantucci. It recreates the Italian bar ritual at your own kitchen table. Packed in a printed gift box with tissue paper.',
      pl: 'Kawiarka na 3 filiżanki, dwie terakotowe filiżanki do espresso, 250 g mielonej kawy Espresso Classico i torebka migdałowych cantucci. Przenosi rytuał włoskiego baru na twój kuchenny stół. Zapakowane w zdobione pudełko prezentowe z bibułą.',
      ru: 'Гейзерная кофеварка на 3 чашки, две терракотовые чашки для эспрессо, 250 г молотого кофе Espresso Classico и пакет миндальных кантуччи. Переносит ритуал итальянского бара на ваш кухонный стол. Упаковано в нарядную подарочную коробку с папиросной бумагой.',
      ua: 'Гейзерна кавоварка на 3 чашки, дві теракотові чашки для еспресо, 250 г меленої кави Espresso Classico та пакет мигдальних кантуччі. Переносить ритуал італійського бару на ваш кухонний стіл. Запаковано в ошатну подарункову коробку з тонким папером.',
    },
    price: 21900,
    discountPrice: null,
    stock: 9,
    featured: false,
    arrivedDaysAgo: 150,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: {
          en: 'Moka pot, 2 cups, coffee, biscotti',
          pl: 'Kawiarka, 2 filiżanki, kawa, ciastka',
          ru: 'Гейзерная кофеварка, 2 чашки, кофе, печенье',
          ua: 'Гейзерна кавоварка, 2 чашки, кава, печиво',
        },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Italy', pl: 'Włochy', ru: 'Италия', ua: 'Італія' },
      },
    ],
    images: ['espresso-morning-gift-set.svg'],
  },
  {
    slug: 'carpathian-herbal-tea-trio',
    category: 'gift-sets',
    brand: 'polonyna-brew',
    name: {
      en: 'Carpathian herbal tea trio',
      pl: 'Trio karpackich herbat ziołowych',
      ru: 'Трио карпатских травяных чаёв',
      ua: 'Тріо карпатських трав’яних чаїв',
    },
    description: {
      en: 'Three linen pouches of mountain herbs: wild mint with linden, St John’s wort with thyme, and rosehip with hawthorn berries. Gathered by hand on Carpathian meadows and blended in small batches in Ukraine. A soothing, caffeine-free gift for anyone who loves nature.',
      pl: 'Trzy lniane woreczki górskich ziół: dzika mięta z lipą, dziurawiec z macierzanką oraz dzika róża z głogiem. Zbierane ręcznie na karpackich połoninach i mieszane w małych partiach na Ukrainie. Kojący, bezkofeinowy prezent dla każdego miłośnika natury.',
      ru: 'Три льняных мешочка горных трав: дикая мята с липой, зверобой с чабрецом и шиповник с боярышником. Собраны вручную на карпатских полонинах и смешаны небольшими партиями в Украине. Успокаивающий подарок без кофеина для всех, кто любит природу.',
      ua: 'Три лляні мішечки гірських трав: дика м’ята з липою, звіробій із чебрецем і шипшина з глодом. Зібрані вручну на карпатських полонинах і змішані невеликими партіями в Україні. Заспокійливий подарунок без кофеїну для всіх, хто любить природу.',
    },
    price: 9900,
    discountPrice: null,
    stock: 34,
    featured: false,
    arrivedDaysAgo: 60,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: { en: '3 × 40 g', pl: '3 × 40 g', ru: '3 × 40 г', ua: '3 × 40 г' },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Ukraine', pl: 'Ukraina', ru: 'Украина', ua: 'Україна' },
      },
      {
        name: { en: 'Caffeine', pl: 'Kofeina', ru: 'Кофеин', ua: 'Кофеїн' },
        value: { en: 'Caffeine-free', pl: 'Bez kofeiny', ru: 'Без кофеина', ua: 'Без кофеїну' },
      },
    ],
    images: ['carpathian-herbal-tea-trio.svg'],
  },
  {
    slug: 'single-origin-coffee-sampler-4x80g',
    category: 'gift-sets',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Single origin coffee sampler 4 × 80 g',
      pl: 'Próbnik kaw single origin 4 × 80 g',
      ru: 'Набор-дегустация моносортов кофе 4 × 80 г',
      ua: 'Набір-дегустація моносортів кави 4 × 80 г',
    },
    description: {
      en: 'Four small bags of freshly roasted coffees from Ethiopia, Kenya, Colombia and Brazil, arranged from fruity to chocolatey. Tasting notes for each origin help you discover what you like most before buying a full bag. Available as whole beans only.',
      pl: 'Cztery małe torebki świeżo palonych kaw z Etiopii, Kenii, Kolumbii i Brazylii, ułożone od najbardziej owocowej po czekoladową. Opisy nut smakowych pomogą odkryć, co lubisz najbardziej, zanim kupisz pełne opakowanie. Dostępny wyłącznie w ziarnach.',
      ru: 'Четыре небольших пакета свежеобжаренного кофе из Эфиопии, Кении, Колумбии и Бразилии — от самого фруктового к шоколадному. Описания вкусовых нот помогут понять, что вам нравится больше всего, прежде чем покупать большую пачку. Только в зёрнах.',
      ua: 'Чотири невеликі пакети свіжообсмаженої кави з Ефіопії, Кенії, Колумбії та Бразилії — від найфруктовішої до шоколадної. Описи смакових нот допоможуть зрозуміти, що вам подобається найбільше, перш ніж купувати велику пачку. Лише в зернах.',
    },
    price: 7990,
    discountPrice: null,
    stock: 48,
    featured: false,
    arrivedDaysAgo: 4,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: { en: '4 × 80 g', pl: '4 × 80 g', ru: '4 × 80 г', ua: '4 × 80 г' },
      },
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: {
          en: 'Ethiopia, Kenya, Colombia, Brazil',
          pl: 'Etiopia, Kenia, Kolumbia, Brazylia',
          ru: 'Эфиопия, Кения, Колумбия, Бразилия',
          ua: 'Ефіопія, Кенія, Колумбія, Бразилія',
        },
      },
      {
        name: {
          en: 'Roast level',
          pl: 'Stopień palenia',
          ru: 'Степень обжарки',
          ua: 'Ступінь обсмаження',
        },
        value: {
          en: 'Light to medium',
          pl: 'Od jasnego do średniego',
          ru: 'От светлой до средней',
          ua: 'Від світлої до середньої',
        },
      },
    ],
    images: ['single-origin-coffee-sampler-4x80g.svg'],
  },
];
