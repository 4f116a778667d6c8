import { p, t } from './types';

/** Drinks, juices, desserts and addons that several restaurants sell. */

export const drinks = {
  cola: p('cola', 'soda', 2, t('Cola', 'Gaseosa cola', 'كولا'),
    t('Ice-cold classic cola.', 'Gaseosa cola bien fría.', 'كولا كلاسيكية مثلجة.'), { variants: 'drink', tax: 8 }),
  lemonade: p('lemonade', 'juice', 2.5, t('Fresh lemonade', 'Limonada natural', 'ليموناضة طازجة'),
    t('Squeezed limes, cane sugar and ice.', 'Limón exprimido, azúcar de caña y hielo.', 'ليمون معصور وسكر قصب وثلج.'), { look: 1, variants: 'drink' }),
  coconutLemonade: p('coconut-lemonade', 'smoothie', 3.5, t('Coconut lemonade', 'Limonada de coco', 'ليموناضة بجوز الهند'),
    t('Creamy blend of lime and coconut milk.', 'Cremosa mezcla de limón y leche de coco.', 'مزيج كريمي من الليمون وحليب جوز الهند.'), { look: 3 }),
  water: p('water', 'bottle', 1.5, t('Still water', 'Agua sin gas', 'مياه معدنية'),
    t('Mountain spring water, 600 ml.', 'Agua de manantial, 600 ml.', 'مياه ينابيع جبلية، 600 مل.'), { look: 0 }),
  sparkling: p('sparkling-water', 'can', 1.8, t('Sparkling water', 'Agua con gas', 'مياه فوارة'),
    t('Lightly sparkling mineral water.', 'Agua mineral ligeramente gasificada.', 'مياه معدنية فوارة قليلاً.'), { look: 1 }),
  icedTea: p('iced-tea', 'juice', 2.2, t('Iced tea', 'Té helado', 'شاي مثلج'),
    t('Black tea with lemon, served cold.', 'Té negro con limón, bien frío.', 'شاي أسود بالليمون يقدم بارداً.'), { look: 0, variants: 'drink' }),
  beer: p('draft-beer', 'beer', 3.5, t('Draft beer', 'Cerveza de barril', 'بيرة من البرميل'),
    t('Local lager, 330 ml.', 'Cerveza rubia local, 330 ml.', 'بيرة محلية فاتحة، 330 مل.'), { tax: 8 }),
  greenTea: p('green-tea', 'mug', 2, t('Green tea', 'Té verde', 'شاي أخضر'),
    t('Hot Japanese green tea.', 'Té verde japonés caliente.', 'شاي أخضر ياباني ساخن.'), { look: 1 }),
} as const;

export const juices = {
  mango: p('mango-juice', 'juice', 3, t('Mango juice', 'Jugo de mango', 'عصير مانجو'),
    t('Ripe mango blended with water or milk.', 'Mango maduro en agua o en leche.', 'مانجو ناضجة مخلوطة بالماء أو الحليب.'), { look: 0 }),
  lulo: p('lulo-juice', 'juice', 3, t('Lulo juice', 'Jugo de lulo', 'عصير اللولو'),
    t('Tangy Andean lulo, a Colombian favourite.', 'Lulo andino, el favorito de Colombia.', 'فاكهة اللولو الأنديزية الحامضة، المفضلة في كولومبيا.'), { look: 1 }),
  passionFruit: p('passion-fruit-juice', 'juice', 3, t('Passion fruit juice', 'Jugo de maracuyá', 'عصير الباشن فروت'),
    t('Sweet and sour maracuyá, freshly blended.', 'Maracuyá dulce y ácido, recién licuado.', 'ماراكويا حلوة وحامضة محضرة طازجة.'), { look: 1 }),
  blackberry: p('blackberry-juice', 'juice', 3, t('Blackberry juice', 'Jugo de mora', 'عصير التوت الأسود'),
    t('Andean blackberries, in water or milk.', 'Mora de Castilla en agua o en leche.', 'توت أسود أنديزي بالماء أو الحليب.'), { look: 2 }),
  orange: p('orange-juice', 'juice', 3.2, t('Orange juice', 'Jugo de naranja', 'عصير برتقال'),
    t('Freshly squeezed oranges, nothing added.', 'Naranjas recién exprimidas, sin añadidos.', 'برتقال معصور طازجاً بلا إضافات.'), { look: 0 }),
} as const;

export const desserts = {
  tresLeches: p('tres-leches', 'cake', 4, t('Tres leches cake', 'Torta tres leches', 'كعكة الحليب الثلاثي'),
    t('Sponge soaked in three milks with meringue.', 'Bizcocho bañado en tres leches con merengue.', 'كعكة إسفنجية مشبعة بثلاثة أنواع من الحليب مع المرينغ.'), { look: 2 }),
  chocolateCake: p('chocolate-cake', 'cake', 4.5, t('Chocolate cake', 'Torta de chocolate', 'كعكة الشوكولاتة'),
    t('Dark chocolate layers with ganache.', 'Capas de chocolate oscuro con ganache.', 'طبقات من الشوكولاتة الداكنة مع الغاناش.'), { look: 1 }),
  cheesecake: p('cheesecake', 'cake', 4.8, t('Strawberry cheesecake', 'Cheesecake de fresa', 'تشيز كيك بالفراولة'),
    t('Creamy cheesecake with strawberry topping.', 'Cheesecake cremoso con cubierta de fresa.', 'تشيز كيك كريمي مع صلصة الفراولة.'), { look: 0 }),
  cupcake: p('cupcake', 'cupcake', 3, t('Arequipe cupcake', 'Cupcake de arequipe', 'كب كيك بالكراميل'),
    t('Vanilla cupcake filled with dulce de leche.', 'Cupcake de vainilla relleno de arequipe.', 'كب كيك بالفانيليا محشو بدولسي دي ليتشي.'), { look: 0 }),
  iceCream: p('ice-cream-scoop', 'cone', 2.5, t('Ice cream cone', 'Cono de helado', 'بوظة بالبسكويت'),
    t('Two scoops of the day.', 'Dos bolas del sabor del día.', 'كرتان من نكهة اليوم.'), { look: 0 }),
} as const;

/** Addon products (`addon: true`): sold only with a main product, linked through stock_addons. */
export const addons = {
  cheese: p('extra-cheese', 'cheese', 1.5, t('Extra cheese', 'Queso extra', 'جبن إضافي'),
    t('An extra layer of melted cheese.', 'Una capa extra de queso fundido.', 'طبقة إضافية من الجبن الذائب.')),
  bacon: p('bacon', 'bacon', 2, t('Bacon', 'Tocineta', 'لحم مقدد'),
    t('Two crispy strips of smoked bacon.', 'Dos tiras de tocineta ahumada crocante.', 'شريحتان مقرمشتان من اللحم المقدد المدخن.')),
  avocado: p('avocado', 'avocado', 1.8, t('Avocado', 'Aguacate', 'أفوكادو'),
    t('Half a ripe Hass avocado.', 'Medio aguacate Hass maduro.', 'نصف حبة أفوكادو هاس ناضجة.')),
  egg: p('fried-egg', 'friedEgg', 1, t('Fried egg', 'Huevo frito', 'بيض مقلي'),
    t('Free-range egg, sunny side up.', 'Huevo campesino frito.', 'بيضة بلدية مقلية.')),
  jalapenos: p('jalapenos', 'chili', 0.8, t('Jalapeños', 'Jalapeños', 'هالبينو'),
    t('Pickled jalapeño slices.', 'Rodajas de jalapeño encurtido.', 'شرائح هالبينو مخللة.'), { look: 2 }),
  sauce: p('extra-sauce', 'sauceCup', 0.6, t('Extra sauce', 'Salsa extra', 'صلصة إضافية'),
    t('House sauce on the side.', 'Salsa de la casa aparte.', 'صلصة المطعم على الجانب.'), { look: 0 }),
  garlicSauce: p('garlic-sauce', 'sauceCup', 0.6, t('Garlic sauce', 'Salsa de ajo', 'صلصة الثوم'),
    t('Creamy garlic dip.', 'Salsa cremosa de ajo.', 'صلصة ثوم كريمية.'), { look: 4 }),
  guacamole: p('guacamole-side', 'sauceCup', 1.8, t('Guacamole', 'Guacamole', 'غواكامولي'),
    t('Fresh avocado, lime and cilantro.', 'Aguacate fresco, limón y cilantro.', 'أفوكادو طازج وليمون وكزبرة.'), { look: 2 }),
  sourCream: p('sour-cream', 'sauceCup', 0.8, t('Sour cream', 'Crema agria', 'قشدة حامضة'),
    t('Cool sour cream.', 'Crema agria fresca.', 'قشدة حامضة باردة.'), { look: 4 }),
  spicyMayo: p('spicy-mayo', 'sauceCup', 0.8, t('Spicy mayo', 'Mayonesa picante', 'مايونيز حار'),
    t('Sriracha mayonnaise.', 'Mayonesa con sriracha.', 'مايونيز بصلصة السريراتشا.'), { look: 0 }),
  eelSauce: p('eel-sauce', 'sauceCup', 0.8, t('Eel sauce', 'Salsa de anguila', 'صلصة الأنقليس'),
    t('Sweet soy glaze.', 'Glaseado dulce de soya.', 'صلصة صويا حلوة.'), { look: 3 }),
  hotFudge: p('hot-fudge', 'sauceCup', 1, t('Hot fudge', 'Salsa de chocolate', 'صلصة شوكولاتة ساخنة'),
    t('Warm chocolate sauce.', 'Salsa de chocolate caliente.', 'صلصة شوكولاتة دافئة.'), { look: 3 }),
  whippedCream: p('whipped-cream', 'sauceCup', 0.8, t('Whipped cream', 'Crema chantilly', 'كريمة مخفوقة'),
    t('Freshly whipped cream.', 'Crema batida al momento.', 'كريمة مخفوقة طازجة.'), { look: 4 }),
  hogao: p('hogao', 'sauceCup', 0.7, t('Hogao', 'Hogao', 'صلصة أوغاو'),
    t('Tomato and onion Colombian sauce.', 'Guiso criollo de tomate y cebolla.', 'صلصة كولومبية من الطماطم والبصل.'), { look: 0 }),
} as const;
