import { desserts } from './menu-shared';
import { p, section, t, type Section, type Tr } from './types';

/** Café, coffee-bar, ice-cream and bakery catalogues (the bakery shop reuses the pastries). */

export const pastries = {
  croissant: p('croissant', 'croissant', 2.5, t('Butter croissant', 'Croissant de mantequilla', 'كرواسون بالزبدة'),
    t('Flaky, baked every morning.', 'Hojaldrado, horneado cada mañana.', 'هش ومخبوز كل صباح.'), { recommended: true }),
  chocolateCroissant: p('pain-au-chocolat', 'croissant', 3, t('Chocolate croissant', 'Croissant de chocolate', 'كرواسون بالشوكولاتة'),
    t('Two bars of dark chocolate inside.', 'Con dos barras de chocolate oscuro.', 'بداخله قطعتان من الشوكولاتة الداكنة.')),
  almondCroissant: p('almond-croissant', 'croissant', 3.4, t('Almond croissant', 'Croissant de almendras', 'كرواسون باللوز'),
    t('Filled with almond cream, topped with flakes.', 'Relleno de crema de almendras.', 'محشو بكريمة اللوز ومغطى برقائقه.')),
  pandebono: p('pandebono', 'bread', 1.2, t('Pandebono', 'Pandebono', 'بان دي بونو'),
    t('Warm cheese bread made with cassava starch.', 'Pan de queso con almidón de yuca, tibio.', 'خبز الجبن الدافئ المصنوع من نشا الكسافا.'), { look: 2, recommended: true, minQty: 2 }),
  bunuelos: p('bunuelos', 'bread', 1, t('Buñuelos', 'Buñuelos', 'بونويلوس'),
    t('Fried cheese dough balls, crisp outside.', 'Bolitas fritas de queso, crocantes por fuera.', 'كرات عجين الجبن المقلية، مقرمشة من الخارج.'), { look: 2, minQty: 2 }),
  cinnamonRoll: p('cinnamon-roll', 'donut', 3.2, t('Cinnamon roll', 'Rollo de canela', 'لفافة القرفة'),
    t('Soft roll with cinnamon and icing.', 'Pan suave con canela y glaseado.', 'لفافة طرية بالقرفة والسكر المثلج.'), { look: 2 }),
  cheeseStick: p('palito-queso', 'bread', 1.8, t('Cheese stick', 'Palito de queso', 'أصابع الجبن'),
    t('Puff pastry stick filled with cheese.', 'Hojaldre relleno de queso.', 'عجينة مورقة محشوة بالجبن.'), { look: 1 }),
  donut: p('glazed-donut', 'donut', 2, t('Glazed donut', 'Dona glaseada', 'دونات مزججة'),
    t('Classic ring donut with sprinkles.', 'Dona clásica con chispas.', 'دونات كلاسيكية مع حبيبات ملونة.'), { look: 0 }),
  guavaPastry: p('pastel-guayaba', 'empanadas', 1.8, t('Guava pastry', 'Pastel de guayaba', 'فطيرة الجوافة'),
    t('Puff pastry with guava paste and cheese.', 'Hojaldre con bocadillo y queso.', 'عجينة مورقة بمعجون الجوافة والجبن.'), { look: 2 }),
} as const;

export const cakes = {
  carrot: p('carrot-cake', 'cake', 4.2, t('Carrot cake', 'Torta de zanahoria', 'كعكة الجزر'),
    t('Spiced with walnuts and cream cheese frosting.', 'Con nueces y cubierta de queso crema.', 'بالتوابل والجوز وكريمة الجبن.'), { look: 2 }),
  redVelvet: p('red-velvet', 'cake', 4.5, t('Red velvet', 'Red velvet', 'ريد فلفيت'),
    t('Cocoa sponge with cream cheese.', 'Bizcocho de cacao con queso crema.', 'كعكة الكاكاو مع كريمة الجبن.'), { look: 0 }),
  blackForest: p('black-forest', 'cake', 4.8, t('Black forest', 'Selva negra', 'الغابة السوداء'),
    t('Chocolate, cherries and cream.', 'Chocolate, cerezas y crema.', 'شوكولاتة وكرز وكريمة.'), { look: 1 }),
  birthday: p('birthday-cake', 'cake', 28, t('Birthday cake (12 slices)', 'Torta de cumpleaños (12 porciones)', 'كعكة عيد الميلاد (12 شريحة)'),
    t('Vanilla sponge with arequipe; order a day ahead.', 'Vainilla con arequipe; pídela con un día de antelación.', 'كعكة فانيليا مع الكراميل؛ اطلبها قبل يوم.'), { look: 0, maxQty: 2 }),
} as const;

const coffee = (key: string, price: number, title: Tr, description: Tr, milk: boolean, look: number) =>
  p(key, 'mug', price, title, description, { variants: milk ? 'latte' : 'coffee', look });

export const coffees = {
  espresso: coffee('espresso', 1.8, t('Espresso', 'Espresso', 'إسبريسو'),
    t('Single-origin Huila espresso.', 'Espresso de origen Huila.', 'إسبريسو من منطقة هويلا.'), false, 2),
  americano: coffee('americano', 2.2, t('Americano', 'Americano', 'أمريكانو'),
    t('Espresso with hot water.', 'Espresso con agua caliente.', 'إسبريسو مع ماء ساخن.'), false, 0),
  cappuccino: coffee('cappuccino', 3, t('Cappuccino', 'Capuchino', 'كابتشينو'),
    t('Espresso, steamed milk and foam.', 'Espresso, leche vaporizada y espuma.', 'إسبريسو وحليب مبخر ورغوة.'), true, 1),
  latte: coffee('latte', 3.2, t('Latte', 'Latte', 'لاتيه'),
    t('Smooth espresso with lots of milk.', 'Espresso suave con mucha leche.', 'إسبريسو ناعم مع الكثير من الحليب.'), true, 3),
  flatWhite: coffee('flat-white', 3.4, t('Flat white', 'Flat white', 'فلات وايت'),
    t('Double ristretto with silky milk.', 'Doble ristretto con leche sedosa.', 'ريستريتو مزدوج مع حليب ناعم.'), true, 0),
  mocha: coffee('mocha', 3.6, t('Mocha', 'Mocaccino', 'موكا'),
    t('Espresso, chocolate and milk.', 'Espresso, chocolate y leche.', 'إسبريسو وشوكولاتة وحليب.'), true, 2),
} as const;

export const cafeMenu: readonly Section[] = [
  section('pastries', pastries.croissant, pastries.chocolateCroissant, pastries.almondCroissant, pastries.pandebono, pastries.bunuelos, pastries.cinnamonRoll, pastries.cheeseStick),
  section('cakes', cakes.carrot, cakes.redVelvet, desserts.chocolateCake, desserts.cheesecake),
  section('desserts', desserts.cupcake),
  section('coffee', coffees.espresso, coffees.cappuccino, coffees.latte,
    p('hot-chocolate', 'mug', 3, t('Hot chocolate', 'Chocolate caliente', 'شوكولاتة ساخنة'),
      t('Colombian cocoa with milk.', 'Cacao colombiano con leche.', 'كاكاو كولومبي مع الحليب.'), { look: 1 })),
];

export const coffeeBarMenu: readonly Section[] = [
  section('coffee', coffees.espresso, coffees.americano, coffees.cappuccino, coffees.latte, coffees.flatWhite, coffees.mocha,
    p('cold-brew', 'coffeeToGo', 3.8, t('Cold brew', 'Cold brew', 'كولد برو'),
      t('Steeped 18 hours, served over ice.', 'Infusionado 18 horas, con hielo.', 'منقوع 18 ساعة ويقدم مع الثلج.'), { look: 2, recommended: true }),
    p('tinto-campesino', 'mug', 1.5, t('Farmhouse tinto', 'Tinto campesino', 'تينتو ريفي'),
      t('Black coffee brewed with panela and cinnamon.', 'Café con panela y canela.', 'قهوة سوداء بسكر البانيلا والقرفة.'), { look: 1 }),
    p('affogato', 'sundae', 4, t('Affogato', 'Affogato', 'أفوغاتو'),
      t('Vanilla ice cream drowned in espresso.', 'Helado de vainilla con espresso.', 'آيس كريم فانيليا مغمور بالإسبريسو.'), { look: 1 }),
    p('house-beans', 'beansBag', 12, t('House beans 340 g', 'Café de la casa 340 g', 'بن المقهى 340 غ'),
      t('Whole beans from Huila, medium roast.', 'Café en grano de Huila, tueste medio.', 'حبوب كاملة من هويلا، تحميص متوسط.'), { look: 0, brand: 'cafeAltura', unit: 'pack', maxQty: 5 }),
  ),
  section('shakes',
    p('caramel-frappe', 'smoothie', 4.5, t('Caramel frappé', 'Frappé de caramelo', 'فرابيه الكراميل'),
      t('Blended iced coffee with caramel.', 'Café frappé con caramelo.', 'قهوة مثلجة مخفوقة مع الكراميل.'), { look: 3 }),
    p('mocha-frappe', 'smoothie', 4.5, t('Mocha frappé', 'Frappé de moca', 'فرابيه الموكا'),
      t('Iced coffee, chocolate and cream.', 'Café helado, chocolate y crema.', 'قهوة مثلجة وشوكولاتة وكريمة.'), { look: 2 }),
  ),
  section('pastries', pastries.croissant, pastries.pandebono, pastries.almondCroissant),
  section('cakes', cakes.carrot),
];

const scoop = (key: string, price: number, title: Tr, description: Tr, look: number, recommended = false) =>
  p(key, 'cone', price, title, description, { variants: 'scoops', look, recommended });

export const iceCreamMenu: readonly Section[] = [
  section('iceCream',
    scoop('gelato-vainilla', 3, t('Vanilla', 'Vainilla', 'فانيليا'),
      t('Madagascar vanilla gelato.', 'Gelato de vainilla de Madagascar.', 'جيلاتو فانيليا مدغشقر.'), 3),
    scoop('gelato-chocolate', 3, t('Dark chocolate', 'Chocolate oscuro', 'شوكولاتة داكنة'),
      t('70% Colombian cacao.', 'Cacao colombiano al 70%.', 'كاكاو كولومبي بنسبة 70%.'), 1, true),
    scoop('gelato-fresa', 3, t('Strawberry', 'Fresa', 'فراولة'),
      t('Strawberries from La Ceja.', 'Fresas de La Ceja.', 'فراولة من لا سيخا.'), 0),
    scoop('gelato-pistacho', 3.5, t('Pistachio', 'Pistacho', 'فستق'),
      t('Roasted Sicilian pistachio.', 'Pistacho siciliano tostado.', 'فستق صقلي محمص.'), 2),
    scoop('sorbete-lulo', 3, t('Lulo sorbet', 'Sorbete de lulo', 'سوربيه اللولو'),
      t('Dairy-free and tangy.', 'Sin lácteos y refrescante.', 'خالٍ من الألبان ومنعش.'), 2),
    scoop('sorbete-mango', 3, t('Mango sorbet', 'Sorbete de mango', 'سوربيه المانجو'),
      t('Ripe mango, nothing else.', 'Solo mango maduro.', 'مانجو ناضجة فقط.'), 3),
    scoop('gelato-cafe', 3.2, t('Coffee', 'Café', 'قهوة'),
      t('Made with our espresso.', 'Hecho con nuestro espresso.', 'محضر بالإسبريسو الخاص بنا.'), 1),
    scoop('stracciatella', 3.2, t('Stracciatella', 'Stracciatella', 'ستراتشاتيلا'),
      t('Fior di latte with chocolate shavings.', 'Fior di latte con virutas de chocolate.', 'فيور دي لاتي مع رقائق الشوكولاتة.'), 3),
    scoop('arequipe', 3.2, t('Dulce de leche', 'Arequipe', 'دولسي دي ليتشي'),
      t('Creamy caramelised milk.', 'Cremoso arequipe casero.', 'حليب مكرمل كريمي.'), 1),
  ),
  section('sundaes',
    p('banana-split', 'sundae', 6.5, t('Banana split', 'Banana split', 'بانانا سبليت'),
      t('Three scoops, banana, fudge and cream.', 'Tres bolas, banano, chocolate y crema.', 'ثلاث كرات مع موز وشوكولاتة وكريمة.'), { look: 0, recommended: true }),
    p('brownie-sundae', 'sundae', 6, t('Brownie sundae', 'Copa brownie', 'كأس البراوني'),
      t('Warm brownie, vanilla and hot fudge.', 'Brownie tibio, vainilla y fudge.', 'براوني دافئ مع فانيليا وصلصة الشوكولاتة.'), { look: 1 }),
    p('fruit-sundae', 'sundae', 5.5, t('Fruit salad sundae', 'Ensalada de frutas con helado', 'سلطة فواكه مع آيس كريم'),
      t('Seasonal fruit, ice cream and cheese.', 'Frutas de temporada, helado y queso.', 'فواكه موسمية وآيس كريم وجبن.'), { look: 2 }),
  ),
  section('popsicles',
    p('paleta-mango-biche', 'popsicle', 2.5, t('Green mango and chili pop', 'Paleta de mango biche', 'مصاصة المانجو الخضراء بالفلفل'),
      t('Tangy green mango with salt and chili.', 'Mango biche con sal y ají.', 'مانجو خضراء حامضة مع الملح والفلفل.'), { look: 2 }),
    p('paleta-fresa', 'popsicle', 2.5, t('Strawberry cream pop', 'Paleta de fresa con crema', 'مصاصة الفراولة بالكريمة'),
      t('Strawberries and cream on a stick.', 'Fresas con crema en palito.', 'فراولة وكريمة على عود.'), { look: 0 }),
    p('paleta-coco', 'popsicle', 2.5, t('Coconut pop', 'Paleta de coco', 'مصاصة جوز الهند'),
      t('Coconut milk and coconut flakes.', 'Leche de coco y coco rallado.', 'حليب جوز الهند ورقائقه.'), { look: 3 }),
    p('paleta-maracuya', 'popsicle', 2.5, t('Passion fruit pop', 'Paleta de maracuyá', 'مصاصة الباشن فروت'),
      t('Sweet and sour, dairy-free.', 'Agridulce y sin lácteos.', 'حلوة وحامضة وخالية من الألبان.'), { look: 1 }),
  ),
  section('shakes',
    p('milkshake-arequipe', 'smoothie', 5, t('Dulce de leche shake', 'Malteada de arequipe', 'ميلك شيك دولسي دي ليتشي'),
      t('Thick shake with arequipe ice cream.', 'Malteada espesa de helado de arequipe.', 'ميلك شيك كثيف بآيس كريم الكراميل.'), { look: 3 })),
  section('coffee', coffees.espresso),
];
