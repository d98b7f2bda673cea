import type { SeedProduct } from './types';

/** Demo catalog: the coffee category (8 products). */
export const coffeeProducts: SeedProduct[] = [
  {
    slug: 'ethiopia-yirgacheffe-whole-beans-250g',
    category: 'coffee',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Ethiopia Yirgacheffe whole beans 250 g',
      pl: 'Etiopia Yirgacheffe, kawa ziarnista 250 g',
      ru: 'Эфиопия Иргачеффе, зерновой кофе 250 г',
      ua: 'Ефіопія Їргачеффе, кава в зернах 250 г',
    },
    description: {
      en: 'A washed heirloom coffee from smallholder farms around Yirgacheffe, roasted light to keep its floral character. Expect jasmine, bergamot and ripe apricot with a clean, tea-like finish. Shines in a pour-over dripper or a filter machine.',
      pl: 'Myta kawa z odmian heirloom z małych gospodarstw wokół Yirgacheffe, palona jasno, by zachować kwiatowy charakter. W filiżance jaśmin, bergamotka i dojrzała morela oraz czysty, herbaciany finisz. Najlepiej smakuje z driptera lub ekspresu przelewowego.',
      ru: 'Кофе мытой обработки из местных сортов с небольших ферм вокруг Иргачеффе, обжаренный светло, чтобы сохранить цветочный характер. В чашке — жасмин, бергамот и спелый абрикос с чистым, чайным послевкусием. Особенно хорош в пуровере или капельной кофеварке.',
      ua: 'Кава митої обробки з місцевих сортів із невеликих ферм довкола Їргачеффе, обсмажена світло, щоб зберегти квітковий характер. У чашці — жасмин, бергамот і стиглий абрикос із чистим, чайним післясмаком. Особливо добра в пуровері або крапельній кавоварці.',
    },
    price: 5490,
    discountPrice: null,
    stock: 42,
    featured: true,
    arrivedDaysAgo: 3,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Ethiopia', pl: 'Etiopia', ru: 'Эфиопия', ua: 'Ефіопія' },
      },
      {
        name: {
          en: 'Roast level',
          pl: 'Stopień palenia',
          ru: 'Степень обжарки',
          ua: 'Ступінь обсмаження',
        },
        value: { en: 'Light', pl: 'Jasne', ru: 'Светлая', ua: 'Світла' },
      },
      {
        name: { en: 'Tasting notes', pl: 'Nuty smakowe', ru: 'Вкусовые ноты', ua: 'Смакові ноти' },
        value: {
          en: 'Jasmine, bergamot, apricot',
          pl: 'Jaśmin, bergamotka, morela',
          ru: 'Жасмин, бергамот, абрикос',
          ua: 'Жасмин, бергамот, абрикос',
        },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '250 g', pl: '250 g', ru: '250 г', ua: '250 г' },
      },
    ],
    images: [
      'ethiopia-yirgacheffe-whole-beans-250g.svg',
      'ethiopia-yirgacheffe-whole-beans-250g-2.svg',
    ],
  },
  {
    slug: 'colombia-huila-whole-beans-250g',
    category: 'coffee',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Colombia Huila whole beans 250 g',
      pl: 'Kolumbia Huila, kawa ziarnista 250 g',
      ru: 'Колумбия Уила, зерновой кофе 250 г',
      ua: 'Колумбія Уїла, кава в зернах 250 г',
    },
    description: {
      en: 'Grown at 1,700 m on the slopes of the Huila region and roasted to a balanced medium. Sweet notes of red apple, caramel and milk chocolate make it an easy everyday cup. Works equally well in a drip brewer, French press or moka pot.',
      pl: 'Uprawiana na wysokości 1700 m n.p.m. na zboczach regionu Huila i palona średnio dla pełnej równowagi. Słodkie nuty czerwonego jabłka, karmelu i mlecznej czekolady sprawiają, że to idealna kawa na co dzień. Sprawdzi się w ekspresie przelewowym, french pressie i kawiarce.',
      ru: 'Выращен на высоте 1700 м на склонах региона Уила и обжарен до сбалансированной средней степени. Сладкие ноты красного яблока, карамели и молочного шоколада делают его идеальным кофе на каждый день. Одинаково хорош в капельной кофеварке, френч-прессе и гейзерной кофеварке.',
      ua: 'Вирощена на висоті 1700 м на схилах регіону Уїла й обсмажена до збалансованого середнього ступеня. Солодкі ноти червоного яблука, карамелі та молочного шоколаду роблять її ідеальною кавою на щодень. Однаково добра у крапельній кавоварці, френч-пресі та гейзерній кавоварці.',
    },
    price: 4690,
    discountPrice: 3990,
    stock: 65,
    featured: false,
    arrivedDaysAgo: 35,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Colombia', pl: 'Kolumbia', ru: 'Колумбия', ua: 'Колумбія' },
      },
      {
        name: {
          en: 'Roast level',
          pl: 'Stopień palenia',
          ru: 'Степень обжарки',
          ua: 'Ступінь обсмаження',
        },
        value: { en: 'Medium', pl: 'Średnie', ru: 'Средняя', ua: 'Середня' },
      },
      {
        name: {
          en: 'Altitude',
          pl: 'Wysokość uprawy',
          ru: 'Высота произрастания',
          ua: 'Висота вирощування',
        },
        value: { en: '1700 m', pl: '1700 m', ru: '1700 м', ua: '1700 м' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '250 g', pl: '250 g', ru: '250 г', ua: '250 г' },
      },
    ],
    images: ['colombia-huila-whole-beans-250g.svg'],
  },
  {
    slug: 'brazil-cerrado-espresso-beans-1kg',
    category: 'coffee',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Brazil Cerrado espresso beans 1 kg',
      pl: 'Brazylia Cerrado, kawa do espresso 1 kg',
      ru: 'Бразилия Серрадо, кофе для эспрессо 1 кг',
      ua: 'Бразилія Серрадо, кава для еспресо 1 кг',
    },
    description: {
      en: 'Natural-process beans from the high plateau of Cerrado Mineiro, roasted medium-dark for espresso. A dense, syrupy shot with notes of roasted hazelnut, cocoa and brown sugar, and a crema that holds up beautifully under milk. The kilo bag is ideal for home baristas and small offices.',
      pl: 'Ziarna obróbki naturalnej z płaskowyżu Cerrado Mineiro, palone średnio-ciemno z myślą o espresso. Gęste, syropowe espresso z nutami prażonych orzechów laskowych, kakao i brązowego cukru oraz cremą, która świetnie znosi mleko. Kilogramowe opakowanie idealne dla domowych baristów i małych biur.',
      ru: 'Зёрна натуральной обработки с высокогорного плато Серрадо-Минейро, обжаренные до средне-тёмной степени специально для эспрессо. Плотный, сиропистый шот с нотами жареного фундука, какао и тростникового сахара и крема, которая отлично держится под молоком. Килограммовая упаковка идеальна для домашних бариста и небольших офисов.',
      ua: 'Зерна натуральної обробки з високогірного плато Серрадо-Мінейру, обсмажені до середньо-темного ступеня спеціально для еспресо. Щільний, сиропистий шот із нотами смаженого фундука, какао й тростинного цукру та кремою, яка чудово тримається під молоком. Кілограмова упаковка ідеальна для домашніх бариста й невеликих офісів.',
    },
    price: 12900,
    discountPrice: 10900,
    stock: 28,
    featured: false,
    arrivedDaysAgo: 120,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Brazil', pl: 'Brazylia', ru: 'Бразилия', ua: 'Бразилія' },
      },
      {
        name: {
          en: 'Roast level',
          pl: 'Stopień palenia',
          ru: 'Степень обжарки',
          ua: 'Ступінь обсмаження',
        },
        value: {
          en: 'Medium-dark',
          pl: 'Średnio-ciemne',
          ru: 'Средне-тёмная',
          ua: 'Середньо-темна',
        },
      },
      {
        name: { en: 'Processing', pl: 'Obróbka', ru: 'Обработка', ua: 'Обробка' },
        value: { en: 'Natural', pl: 'Naturalna', ru: 'Натуральная', ua: 'Натуральна' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '1 kg', pl: '1 kg', ru: '1 кг', ua: '1 кг' },
      },
    ],
    images: ['brazil-cerrado-espresso-beans-1kg.svg'],
  },
  {
    slug: 'kenya-nyeri-aa-whole-beans-250g',
    category: 'coffee',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Kenya Nyeri AA whole beans 250 g',
      pl: 'Kenia Nyeri AA, kawa ziarnista 250 g',
      ru: 'Кения Ньери AA, зерновой кофе 250 г',
      ua: 'Кенія Н’єрі AA, кава в зернах 250 г',
    },
    description: {
      en: 'Top-grade AA beans from cooperative washing stations in the foothills of Mount Kenya. Bright and juicy, with blackcurrant, pink grapefruit and hibiscus, and the sparkling acidity the region is famous for. A lively filter coffee for those who like a vibrant cup.',
      pl: 'Ziarna najwyższej klasy AA ze spółdzielczych stacji obróbki u podnóża Mount Kenya. Jasna i soczysta, z czarną porzeczką, różowym grejpfrutem i hibiskusem oraz musującą kwasowością, z której słynie region. Żywa kawa do przelewu dla miłośników wyrazistej filiżanki.',
      ru: 'Зёрна высшего сорта AA с кооперативных станций обработки у подножия горы Кения. Яркий и сочный кофе с чёрной смородиной, розовым грейпфрутом и гибискусом и искристой кислотностью, которой славится регион. Живой фильтр-кофе для любителей выразительной чашки.',
      ua: 'Зерна найвищого ґатунку AA з кооперативних станцій обробки біля підніжжя гори Кенія. Яскрава й соковита кава з чорною смородиною, рожевим грейпфрутом і гібіскусом та іскристою кислотністю, якою славиться регіон. Жвава фільтр-кава для любителів виразної чашки.',
    },
    price: 6290,
    discountPrice: null,
    stock: 0,
    featured: false,
    arrivedDaysAgo: 210,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Kenya', pl: 'Kenia', ru: 'Кения', ua: 'Кенія' },
      },
      {
        name: {
          en: 'Roast level',
          pl: 'Stopień palenia',
          ru: 'Степень обжарки',
          ua: 'Ступінь обсмаження',
        },
        value: { en: 'Light', pl: 'Jasne', ru: 'Светлая', ua: 'Світла' },
      },
      {
        name: { en: 'Tasting notes', pl: 'Nuty smakowe', ru: 'Вкусовые ноты', ua: 'Смакові ноти' },
        value: {
          en: 'Blackcurrant, grapefruit, hibiscus',
          pl: 'Czarna porzeczka, grejpfrut, hibiskus',
          ru: 'Чёрная смородина, грейпфрут, гибискус',
          ua: 'Чорна смородина, грейпфрут, гібіскус',
        },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '250 g', pl: '250 g', ru: '250 г', ua: '250 г' },
      },
    ],
    images: ['kenya-nyeri-aa-whole-beans-250g.svg'],
  },
  {
    slug: 'espresso-classico-ground-coffee-500g',
    category: 'coffee',
    brand: 'officina-fiore',
    name: {
      en: 'Espresso Classico ground coffee 500 g',
      pl: 'Espresso Classico, kawa mielona 500 g',
      ru: 'Espresso Classico, молотый кофе 500 г',
      ua: 'Espresso Classico, мелена кава 500 г',
    },
    description: {
      en: 'A traditional Italian blend of Brazilian arabica and a touch of Indian robusta, slow-roasted in small drum batches. Ground fine for moka pots and home espresso machines, it brews a bold cup with dark chocolate, toasted almond and a velvety body. Perfect for a proper cappuccino.',
      pl: 'Tradycyjna włoska mieszanka brazylijskiej arabiki z odrobiną indyjskiej robusty, powoli palona w małych partiach w bębnie. Drobno zmielona do kawiarki i domowego ekspresu ciśnieniowego daje intensywną filiżankę z nutą gorzkiej czekolady, prażonych migdałów i aksamitnym body. Idealna do prawdziwego cappuccino.',
      ru: 'Традиционная итальянская смесь бразильской арабики с небольшой долей индийской робусты, медленно обжаренная небольшими партиями в барабане. Мелкий помол для гейзерной кофеварки и домашней эспрессо-машины даёт насыщенную чашку с нотами горького шоколада, жареного миндаля и бархатистым телом. Идеальна для настоящего капучино.',
      ua: 'Традиційна італійська суміш бразильської арабіки з невеликою часткою індійської робусти, повільно обсмажена невеликими партіями в барабані. Дрібний помел для гейзерної кавоварки й домашньої еспресо-машини дає насичену чашку з нотами гіркого шоколаду, смаженого мигдалю та оксамитовим тілом. Ідеальна для справжнього капучино.',
    },
    price: 5990,
    discountPrice: null,
    stock: 54,
    featured: false,
    arrivedDaysAgo: 88,
    attributes: [
      {
        name: { en: 'Blend', pl: 'Skład mieszanki', ru: 'Состав смеси', ua: 'Склад суміші' },
        value: {
          en: 'Arabica 80%, robusta 20%',
          pl: 'Arabika 80%, robusta 20%',
          ru: 'Арабика 80%, робуста 20%',
          ua: 'Арабіка 80%, робуста 20%',
        },
      },
      {
        name: { en: 'Grind', pl: 'Mielenie', ru: 'Помол', ua: 'Помел' },
        value: { en: 'Fine', pl: 'Drobne', ru: 'Мелкий', ua: 'Дрібний' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '500 g', pl: '500 g', ru: '500 г', ua: '500 г' },
      },
    ],
    images: ['espresso-classico-ground-coffee-500g.svg'],
  },
  {
    slug: 'peru-decaf-whole-beans-250g',
    category: 'coffee',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Peru decaf whole beans 250 g',
      pl: 'Peru bezkofeinowa, kawa ziarnista 250 g',
      ru: 'Перу без кофеина, зерновой кофе 250 г',
      ua: 'Перу без кофеїну, кава в зернах 250 г',
    },
    description: {
      en: 'Organic Peruvian arabica decaffeinated with a chemical-free water process that keeps the sweetness intact. Soft notes of milk chocolate, roasted pecan and dried plum, ready for an evening cup without the sleepless night. Medium roast, suitable for every brewing method.',
      pl: 'Organiczna peruwiańska arabika pozbawiona kofeiny metodą wodną, bez użycia chemii, dzięki czemu zachowuje naturalną słodycz. Łagodne nuty mlecznej czekolady, prażonych pekanów i suszonej śliwki – na wieczorną kawę bez nieprzespanej nocy. Średnie palenie, pasuje do każdej metody parzenia.',
      ru: 'Органическая перуанская арабика, декофеинизированная водным методом без химии, поэтому сохраняет природную сладость. Мягкие ноты молочного шоколада, жареного пекана и чернослива — для вечерней чашки без бессонной ночи. Средняя обжарка подходит для любого способа заваривания.',
      ua: 'Органічна перуанська арабіка, декофеїнізована водним методом без хімії, тож зберігає природну солодкість. М’які ноти молочного шоколаду, смаженого пекана та чорносливу — для вечірньої чашки без безсонної ночі. Середнє обсмаження підходить для будь-якого способу заварювання.',
    },
    price: 4990,
    discountPrice: null,
    stock: 2,
    featured: false,
    arrivedDaysAgo: 260,
    attributes: [
      {
        name: { en: 'Origin', pl: 'Pochodzenie', ru: 'Происхождение', ua: 'Походження' },
        value: { en: 'Peru', pl: 'Peru', ru: 'Перу', ua: 'Перу' },
      },
      {
        name: {
          en: 'Roast level',
          pl: 'Stopień palenia',
          ru: 'Степень обжарки',
          ua: 'Ступінь обсмаження',
        },
        value: { en: 'Medium', pl: 'Średnie', ru: 'Средняя', ua: 'Середня' },
      },
      {
        name: { en: 'Caffeine', pl: 'Kofeina', ru: 'Кофеин', ua: 'Кофеїн' },
        value: { en: 'Max. 0.1%', pl: 'Maks. 0,1%', ru: 'Не более 0,1%', ua: 'Не більше 0,1%' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '250 g', pl: '250 g', ru: '250 г', ua: '250 г' },
      },
    ],
    images: ['peru-decaf-whole-beans-250g.svg'],
  },
  {
    slug: 'cold-brew-coffee-bags-10-pcs',
    category: 'coffee',
    brand: 'palarnia-wrzos',
    name: {
      en: 'Cold brew coffee bags, 10 pcs',
      pl: 'Saszetki do cold brew, 10 szt.',
      ru: 'Кофе для колд брю в фильтр-пакетах, 10 шт.',
      ua: 'Кава для колд брю у фільтр-пакетах, 10 шт.',
    },
    description: {
      en: 'Coarsely ground Colombian and Brazilian coffee packed in compostable filter bags, one per 500 ml of water. Drop a bag into a jug, refrigerate overnight and wake up to a smooth, low-acid brew with cocoa and cherry notes. No filters, no mess.',
      pl: 'Grubo zmielona kawa z Kolumbii i Brazylii zapakowana w kompostowalne saszetki – jedna na 500 ml wody. Wrzuć saszetkę do dzbanka, odstaw na noc do lodówki, a rano czeka na ciebie gładki napar o niskiej kwasowości z nutami kakao i wiśni. Bez filtrów i bałaganu.',
      ru: 'Кофе крупного помола из Колумбии и Бразилии в компостируемых фильтр-пакетах — один пакет на 500 мл воды. Опустите пакет в кувшин, оставьте на ночь в холодильнике, и утром вас ждёт мягкий напиток с низкой кислотностью и нотами какао и вишни. Без фильтров и лишней уборки.',
      ua: 'Кава грубого помелу з Колумбії та Бразилії в компостованих фільтр-пакетах — один пакет на 500 мл води. Занурте пакет у глечик, залиште на ніч у холодильнику, і вранці на вас чекатиме м’який напій із низькою кислотністю та нотами какао й вишні. Без фільтрів і зайвого прибирання.',
    },
    price: 3490,
    discountPrice: null,
    stock: 77,
    featured: false,
    arrivedDaysAgo: 9,
    attributes: [
      {
        name: { en: 'Contents', pl: 'Zawartość', ru: 'Комплектация', ua: 'Комплектація' },
        value: { en: '10 × 50 g', pl: '10 × 50 g', ru: '10 × 50 г', ua: '10 × 50 г' },
      },
      {
        name: { en: 'Grind', pl: 'Mielenie', ru: 'Помол', ua: 'Помел' },
        value: { en: 'Coarse', pl: 'Grube', ru: 'Крупный', ua: 'Грубий' },
      },
      {
        name: {
          en: 'Brewing time',
          pl: 'Czas parzenia',
          ru: 'Время заваривания',
          ua: 'Час заварювання',
        },
        value: { en: '12–16 h', pl: '12–16 godz.', ru: '12–16 ч', ua: '12–16 год' },
      },
    ],
    images: ['cold-brew-coffee-bags-10-pcs.svg'],
  },
  {
    slug: 'carpathian-morning-blend-500g',
    category: 'coffee',
    brand: 'polonyna-brew',
    name: {
      en: 'Carpathian Morning blend whole beans 500 g',
      pl: 'Carpathian Morning, mieszanka ziarnista 500 g',
      ru: 'Смесь Carpathian Morning, зерновой кофе 500 г',
      ua: 'Суміш Carpathian Morning, кава в зернах 500 г',
    },
    description: {
      en: 'A house blend roasted in the Ukrainian Carpathians from Guatemalan and Ethiopian beans. Round and comforting, with milk chocolate, baked plum and a gentle spice finish that loves a splash of milk. Made for slow mornings and big mugs.',
      pl: 'Autorska mieszanka palona w ukraińskich Karpatach z ziaren z Gwatemali i Etiopii. Okrągła i otulająca, z mleczną czekoladą, pieczoną śliwką i delikatnie korzennym finiszem, który uwielbia odrobinę mleka. Stworzona na niespieszne poranki i duże kubki.',
      ru: 'Авторская смесь из зёрен Гватемалы и Эфиопии, обжаренная в украинских Карпатах. Округлая и уютная, с молочным шоколадом, печёной сливой и мягким пряным послевкусием, которое прекрасно сочетается с молоком. Создана для неспешных утр и больших кружек.',
      ua: 'Авторська суміш із зерен Гватемали та Ефіопії, обсмажена в українських Карпатах. Округла й затишна, з молочним шоколадом, печеною сливою та м’яким пряним післясмаком, що чудово поєднується з молоком. Створена для неспішних ранків і великих горнят.',
    },
    price: 7490,
    discountPrice: null,
    stock: 40,
    featured: false,
    arrivedDaysAgo: 45,
    attributes: [
      {
        name: { en: 'Blend', pl: 'Skład mieszanki', ru: 'Состав смеси', ua: 'Склад суміші' },
        value: {
          en: 'Guatemala 60%, Ethiopia 40%',
          pl: 'Gwatemala 60%, Etiopia 40%',
          ru: 'Гватемала 60%, Эфиопия 40%',
          ua: 'Гватемала 60%, Ефіопія 40%',
        },
      },
      {
        name: {
          en: 'Roast level',
          pl: 'Stopień palenia',
          ru: 'Степень обжарки',
          ua: 'Ступінь обсмаження',
        },
        value: { en: 'Medium', pl: 'Średnie', ru: 'Средняя', ua: 'Середня' },
      },
      {
        name: { en: 'Weight', pl: 'Waga', ru: 'Вес', ua: 'Вага' },
        value: { en: '500 g', pl: '500 g', ru: '500 г', ua: '500 г' },
      },
    ],
    images: ['carpathian-morning-blend-500g.svg'],
  },
];
