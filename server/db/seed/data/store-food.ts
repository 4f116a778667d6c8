import { juices, desserts } from './menu-shared';
import { cakes, pastries } from './menu-cafe';
import { p, section, t, type ProductOptions, type Section, type Tr } from './types';
import type { Motif } from '../art/motifs';

/**
 * Grocery catalogues. Produce is sold by weight: unit kg with `interval` 0.5, so one counter step
 * is half a kilo and the price is per step.
 */

const byWeight = (key: string, motif: Motif, price: number, title: Tr, description: Tr, extra: ProductOptions = {}) =>
  p(key, motif, price, title, description, { unit: 'kg', interval: 0.5, maxQty: 20, tax: 0, ...extra });

const item = (key: string, motif: Motif, price: number, title: Tr, description: Tr, extra: ProductOptions = {}) =>
  p(key, motif, price, title, description, { unit: 'piece', tax: 5, ...extra });

export const produce = {
  bananas: byWeight('bananas', 'banana', 0.6, t('Bananas', 'Banano', 'موز'), t('Sweet Urabá bananas.', 'Banano dulce de Urabá.', 'موز حلو من أورابا.')),
  apples: byWeight('red-apples', 'apple', 1.4, t('Red apples', 'Manzana roja', 'تفاح أحمر'), t('Crisp and juicy.', 'Crocante y jugosa.', 'مقرمش وعصيري.'), { look: 0 }),
  greenApples: byWeight('green-apples', 'apple', 1.5, t('Green apples', 'Manzana verde', 'تفاح أخضر'), t('Tart Granny Smith.', 'Granny Smith ácida.', 'تفاح غراني سميث حامض.'), { look: 1 }),
  oranges: byWeight('oranges', 'citrus', 0.9, t('Oranges', 'Naranja', 'برتقال'), t('Juicy Valencia oranges.', 'Naranja Valencia jugosa.', 'برتقال فالنسيا كثير العصير.'), { look: 0 }),
  limes: byWeight('limes', 'citrus', 0.8, t('Limes', 'Limón Tahití', 'ليمون أخضر'), t('Tahiti limes for juice and ceviche.', 'Limón Tahití para jugos y ceviche.', 'ليمون تاهيتي للعصير والسيفيتشي.'), { look: 1 }),
  lemons: byWeight('lemons', 'citrus', 1, t('Lemons', 'Limón amarillo', 'ليمون أصفر'), t('Fragrant yellow lemons.', 'Limones amarillos aromáticos.', 'ليمون أصفر عطري.'), { look: 2 }),
  mango: byWeight('mangoes', 'mango', 1.1, t('Mangoes', 'Mango Tommy', 'مانجو'), t('Ripe Tommy mangoes.', 'Mango Tommy maduro.', 'مانجو تومي ناضجة.')),
  pineapple: item('pineapple', 'pineapple', 2, t('Pineapple', 'Piña', 'أناناس'), t('Golden honey pineapple, one piece.', 'Piña oro miel, una unidad.', 'أناناس ذهبي، حبة واحدة.'), { tax: 0, maxQty: 6 }),
  watermelon: item('watermelon', 'watermelon', 3.5, t('Watermelon', 'Sandía', 'بطيخ'), t('Whole seedless watermelon.', 'Sandía entera sin semillas.', 'بطيخة كاملة بدون بذور.'), { tax: 0, maxQty: 3 }),
  strawberries: item('strawberries', 'strawberry', 2.5, t('Strawberries 500 g', 'Fresas 500 g', 'فراولة 500 غ'), t('Sweet strawberries from La Ceja.', 'Fresas dulces de La Ceja.', 'فراولة حلوة من لا سيخا.'), { unit: 'pack', tax: 0 }),
  grapes: byWeight('grapes', 'grapes', 2.2, t('Red grapes', 'Uvas rojas', 'عنب أحمر'), t('Seedless red grapes.', 'Uvas rojas sin semilla.', 'عنب أحمر بدون بذور.'), { look: 2 }),
  avocado: item('avocado-hass', 'avocado', 1.2, t('Hass avocado', 'Aguacate Hass', 'أفوكادو هاس'), t('Ready to eat in 1–2 days.', 'Listo para comer en 1–2 días.', 'جاهز للأكل خلال يوم أو يومين.'), { tax: 0, maxQty: 10 }),
  passionFruit: byWeight('passion-fruit', 'citrus', 1.3, t('Passion fruit', 'Maracuyá', 'باشن فروت'), t('For juices and desserts.', 'Para jugos y postres.', 'للعصائر والحلويات.'), { look: 2 }),
  plantain: byWeight('plantain', 'banana', 0.7, t('Green plantain', 'Plátano verde', 'موز الطبخ الأخضر'), t('For patacones.', 'Para patacones.', 'لتحضير الباتاكونيس.'), { look: 1 }),
  tomatoes: byWeight('tomatoes', 'tomato', 0.9, t('Tomatoes', 'Tomate chonto', 'طماطم'), t('Firm chonto tomatoes.', 'Tomate chonto firme.', 'طماطم تشونتو متماسكة.'), { look: 0 }),
  potatoes: byWeight('potatoes', 'potato', 0.7, t('Potatoes', 'Papa pastusa', 'بطاطا'), t('All-purpose pastusa potatoes.', 'Papa pastusa para todo uso.', 'بطاطا باستوسا لكل الاستخدامات.')),
  onions: byWeight('onions', 'onion', 0.8, t('Red onions', 'Cebolla roja', 'بصل أحمر'), t('Sweet red onions.', 'Cebolla roja dulce.', 'بصل أحمر حلو.'), { look: 0 }),
  carrots: byWeight('carrots', 'carrot', 0.6, t('Carrots', 'Zanahoria', 'جزر'), t('Sweet and crunchy.', 'Dulce y crocante.', 'حلو ومقرمش.')),
  garlic: item('garlic', 'garlic', 0.4, t('Garlic', 'Ajo', 'ثوم'), t('One head of garlic.', 'Una cabeza de ajo.', 'رأس ثوم واحد.'), { tax: 0 }),
  lettuce: item('lettuce', 'lettuce', 1, t('Lettuce', 'Lechuga crespa', 'خس'), t('Fresh curly lettuce.', 'Lechuga crespa fresca.', 'خس مجعد طازج.'), { tax: 0 }),
  broccoli: item('broccoli', 'broccoli', 1.4, t('Broccoli', 'Brócoli', 'بروكلي'), t('One large head.', 'Una cabeza grande.', 'رأس كبير واحد.'), { tax: 0 }),
  peppers: byWeight('bell-peppers', 'bellPepper', 1.2, t('Bell peppers', 'Pimentón', 'فلفل رومي'), t('Red, yellow and green.', 'Rojo, amarillo y verde.', 'أحمر وأصفر وأخضر.')),
  corn: item('corn', 'corn', 0.6, t('Sweet corn', 'Mazorca', 'ذرة حلوة'), t('One cob.', 'Una mazorca.', 'كوز واحد.'), { tax: 0 }),
  cilantro: item('cilantro', 'leaf', 0.5, t('Cilantro', 'Cilantro', 'كزبرة'), t('Fresh bunch.', 'Manojo fresco.', 'حزمة طازجة.'), { tax: 0, look: 1 }),
};

export const pantry = {
  milk: item('milk', 'milk', 1.3, t('Whole milk 1 l', 'Leche entera 1 l', 'حليب كامل الدسم 1 لتر'), t('Pasteurised whole milk.', 'Leche entera pasteurizada.', 'حليب كامل الدسم مبستر.'), { brand: 'andina', look: 0, unit: 'l' }),
  eggs: item('eggs', 'eggs', 3.2, t('Eggs (12)', 'Huevos (12)', 'بيض (12)'), t('Large free-range eggs.', 'Huevos AA campesinos.', 'بيض بلدي كبير.'), { unit: 'pack', tax: 0 }),
  butter: item('butter', 'cheese', 2.4, t('Butter 250 g', 'Mantequilla 250 g', 'زبدة 250 غ'), t('Salted butter.', 'Mantequilla con sal.', 'زبدة مملحة.'), { brand: 'andina' }),
  cheese: item('farmer-cheese', 'cheese', 4, t('Farmer cheese 500 g', 'Queso campesino 500 g', 'جبن ريفي 500 غ'), t('Fresh, mild and soft.', 'Fresco, suave y blando.', 'طازج وطري ومعتدل الطعم.'), { brand: 'andina' }),
  yogurt: item('yogurt', 'yogurt', 1.5, t('Strawberry yogurt', 'Yogur de fresa', 'زبادي بالفراولة'), t('Creamy yogurt, 200 g.', 'Yogur cremoso, 200 g.', 'زبادي كريمي، 200 غ.'), { brand: 'andina', look: 0 }),
  bread: item('sliced-bread', 'bread', 2.2, t('Sliced bread', 'Pan tajado', 'خبز شرائح'), t('Soft white loaf.', 'Pan blanco suave.', 'رغيف أبيض طري.'), { brand: 'molinoDorado', look: 0 }),
  arepas: item('arepas-pack', 'arepa', 2, t('Arepas (10)', 'Arepas (10)', 'أريبا (10 قطع)'), t('Ready-to-grill white corn arepas.', 'Arepas de maíz blanco listas para asar.', 'أريبا ذرة بيضاء جاهزة للشوي.'), { unit: 'pack', look: 1 }),
  chickenBreast: byWeight('chicken-breast', 'drumstick', 3.5, t('Chicken breast', 'Pechuga de pollo', 'صدر دجاج'), t('Boneless, skinless.', 'Sin hueso y sin piel.', 'بدون عظم وبدون جلد.'), { look: 2 }),
  groundBeef: byWeight('ground-beef', 'steak', 4, t('Ground beef', 'Carne molida', 'لحم بقر مفروم'), t('Lean ground beef.', 'Carne molida magra.', 'لحم بقر مفروم قليل الدهن.'), { look: 0 }),
  rice: item('rice', 'grainBag', 1.6, t('White rice 1 kg', 'Arroz blanco 1 kg', 'أرز أبيض 1 كغ'), t('Long-grain rice.', 'Arroz de grano largo.', 'أرز طويل الحبة.'), { brand: 'molinoDorado', look: 1 }),
  arepaFlour: item('arepa-flour', 'grainBag', 1.8, t('Pre-cooked corn flour 1 kg', 'Harina de maíz precocida 1 kg', 'دقيق ذرة مطبوخ مسبقاً 1 كغ'), t('For homemade arepas.', 'Para arepas caseras.', 'لتحضير الأريبا في المنزل.'), { brand: 'molinoDorado', look: 2 }),
  flour: item('wheat-flour', 'grainBag', 1.4, t('Wheat flour 1 kg', 'Harina de trigo 1 kg', 'دقيق قمح 1 كغ'), t('All-purpose flour.', 'Harina para todo uso.', 'دقيق لكل الاستخدامات.'), { brand: 'molinoDorado', look: 0 }),
  spaghetti: item('spaghetti', 'grainBag', 1.3, t('Spaghetti 500 g', 'Espaguetis 500 g', 'سباغيتي 500 غ'), t('Durum wheat pasta.', 'Pasta de trigo durum.', 'معكرونة من القمح القاسي.'), { brand: 'molinoDorado', look: 2 }),
  lentils: item('lentils', 'grainBag', 1.2, t('Lentils 500 g', 'Lentejas 500 g', 'عدس 500 غ'), t('Cook in 25 minutes.', 'Listas en 25 minutos.', 'تنضج في 25 دقيقة.'), { look: 0 }),
  oliveOil: item('olive-oil', 'bottle', 7.5, t('Olive oil 500 ml', 'Aceite de oliva 500 ml', 'زيت زيتون 500 مل'), t('Extra virgin.', 'Extra virgen.', 'بكر ممتاز.'), { look: 3, unit: 'ml' }),
  honey: item('honey', 'jar', 5, t('Honey 350 g', 'Miel 350 g', 'عسل 350 غ'), t('Wildflower honey.', 'Miel de flores silvestres.', 'عسل الأزهار البرية.'), { look: 1, brand: 'valleVerde' }),
  coffee: item('ground-coffee', 'beansBag', 8, t('Ground coffee 500 g', 'Café molido 500 g', 'قهوة مطحونة 500 غ'), t('Medium roast, Antioquia.', 'Tueste medio, Antioquia.', 'تحميص متوسط، أنتيوكيا.'), { brand: 'cafeAltura', look: 0 }),
  tuna: item('canned-tuna', 'can', 2.2, t('Tuna in water', 'Atún en agua', 'تونة بالماء'), t('170 g can.', 'Lata de 170 g.', 'علبة 170 غ.'), { look: 1 }),
  chips: item('potato-chips', 'chips', 1.8, t('Potato chips', 'Papas fritas de paquete', 'رقائق البطاطا'), t('Sea salt, 150 g.', 'Con sal marina, 150 g.', 'بملح البحر، 150 غ.'), { brand: 'nube', look: 1 }),
  chocolate: item('chocolate-bar', 'chocolate', 2.5, t('Dark chocolate bar', 'Chocolatina oscura', 'لوح شوكولاتة داكنة'), t('70% cacao, 100 g.', '70% cacao, 100 g.', 'كاكاو 70%، 100 غ.'), { brand: 'cacaoReal', look: 0 }),
  water: item('water-1-5', 'bottle', 1, t('Water 1.5 l', 'Agua 1.5 l', 'مياه 1.5 لتر'), t('Spring water.', 'Agua de manantial.', 'مياه ينابيع.'), { brand: 'rioClaro', look: 0, unit: 'l' }),
  orangeJuice: item('orange-juice-1l', 'bottle', 2.8, t('Orange juice 1 l', 'Jugo de naranja 1 l', 'عصير برتقال 1 لتر'), t('Not from concentrate.', 'No concentrado.', 'غير مركز.'), { brand: 'rioClaro', look: 1, unit: 'l' }),
  cola: item('cola-1-5', 'bottle', 2.2, t('Cola 1.5 l', 'Gaseosa cola 1.5 l', 'كولا 1.5 لتر'), t('Family size.', 'Tamaño familiar.', 'الحجم العائلي.'), { look: 2, unit: 'l', tax: 8 }),
  dishSoap: item('dish-soap', 'spray', 2.5, t('Dish soap', 'Lavaloza líquido', 'سائل غسيل الصحون'), t('Lemon scent, 500 ml.', 'Aroma limón, 500 ml.', 'برائحة الليمون، 500 مل.'), { brand: 'brisa', look: 2 }),
  detergent: item('detergent', 'spray', 9, t('Laundry detergent 3 l', 'Detergente líquido 3 l', 'منظف غسيل 3 لتر'), t('For white and coloured clothes.', 'Para ropa blanca y de color.', 'للملابس البيضاء والملونة.'), { brand: 'brisa', look: 0 }),
  cleaner: item('all-purpose-cleaner', 'spray', 3, t('All-purpose cleaner', 'Limpiador multiusos', 'منظف متعدد الاستخدامات'), t('Lavender, 1 l.', 'Lavanda, 1 l.', 'بالخزامى، 1 لتر.'), { brand: 'brisa', look: 1 }),
};

export const supermarketCatalog: readonly Section[] = [
  section('fruits', produce.bananas, produce.apples, produce.oranges, produce.limes, produce.mango, produce.strawberries, produce.avocado),
  section('vegetables', produce.tomatoes, produce.potatoes, produce.onions, produce.carrots, produce.garlic, produce.lettuce, produce.cilantro),
  section('dairy', pantry.milk, pantry.eggs, pantry.butter, pantry.cheese, pantry.yogurt),
  section('bread', pantry.bread, pantry.arepas),
  section('poultry', pantry.chickenBreast),
  section('meat', pantry.groundBeef),
  section('grains', pantry.rice, pantry.arepaFlour, pantry.flour, pantry.spaghetti, pantry.lentils),
  section('pantry', pantry.oliveOil, pantry.honey, pantry.coffee, pantry.tuna),
  section('snacks', pantry.chips),
  section('sweets', pantry.chocolate),
  section('beverages', pantry.water, pantry.orangeJuice, pantry.cola),
  section('cleaning', pantry.dishSoap, pantry.detergent, pantry.cleaner),
];

export const convenienceCatalog: readonly Section[] = [
  section('beverages', pantry.water, pantry.cola,
    item('energy-drink', 'can', 2.2, t('Energy drink', 'Bebida energizante', 'مشروب طاقة'), t('250 ml can.', 'Lata de 250 ml.', 'علبة 250 مل.'), { look: 3, tax: 8 }),
    item('beer-can', 'can', 1.6, t('Lager can', 'Cerveza en lata', 'بيرة معلبة'), t('330 ml, ice cold.', '330 ml, bien fría.', '330 مل، مثلجة.'), { brand: 'montana', look: 3, tax: 8 }),
    item('coffee-to-go', 'coffeeToGo', 1.5, t('Coffee to go', 'Café para llevar', 'قهوة سفري'), t('Freshly brewed, 12 oz.', 'Recién preparado, 12 oz.', 'محضرة طازجة، 12 أونصة.'), { look: 0 })),
  section('snacks', pantry.chips,
    item('instant-noodles', 'noodleBox', 1.4, t('Instant noodles', 'Fideos instantáneos', 'نودلز سريعة التحضير'), t('Chicken flavour cup.', 'Vaso sabor a pollo.', 'كوب بنكهة الدجاج.'), { look: 1 }),
    item('hot-dog', 'sausage', 2.5, t('Hot dog', 'Perro caliente', 'هوت دوغ'), t('Heated on the spot.', 'Calentado al momento.', 'يسخن فوراً.'), { look: 0 })),
  section('sweets', pantry.chocolate,
    item('ice-cream-pint', 'cone', 4.5, t('Ice cream pint', 'Helado de litro', 'آيس كريم نصف لتر'), t('Vanilla and chocolate.', 'Vainilla y chocolate.', 'فانيليا وشوكولاتة.'), { look: 1 })),
  section('dairy', pantry.milk, pantry.eggs, pantry.yogurt),
  section('bread', pantry.bread),
  section('fruits', produce.bananas),
  section('personalCare',
    item('toothpaste', 'lotion', 2.6, t('Toothpaste', 'Crema dental', 'معجون أسنان'), t('Mint, 100 ml.', 'Menta, 100 ml.', 'بالنعناع، 100 مل.'), { look: 1 })),
  section('cleaning', pantry.dishSoap),
];

/** The organic market sells its own certified range. */
const organic = (key: string, motif: Motif, price: number, title: Tr, description: Tr, extra: ProductOptions = {}) =>
  item(key, motif, price, title, description, { brand: 'valleVerde', ...extra });

export const organicCatalog: readonly Section[] = [
  section('fruits',
    byWeight('organic-bananas', 'banana', 0.9, t('Organic bananas', 'Banano orgánico', 'موز عضوي'), t('Grown without pesticides.', 'Cultivado sin pesticidas.', 'مزروع بدون مبيدات.'), { brand: 'valleVerde' }),
    organic('organic-avocados', 'avocado', 1.6, t('Organic avocados', 'Aguacate orgánico', 'أفوكادو عضوي'), t('From small farms in Sonsón.', 'De pequeñas fincas de Sonsón.', 'من مزارع صغيرة في سونسون.'), { tax: 0 }),
    organic('organic-strawberries', 'strawberry', 3.5, t('Organic strawberries 500 g', 'Fresas orgánicas 500 g', 'فراولة عضوية 500 غ'), t('Picked yesterday.', 'Cosechadas ayer.', 'قطفت بالأمس.'), { unit: 'pack', tax: 0 })),
  section('vegetables',
    organic('kale', 'leaf', 1.8, t('Kale', 'Kale', 'كرنب أجعد'), t('Tender organic kale bunch.', 'Manojo de kale orgánico.', 'حزمة كرنب عضوي طري.'), { tax: 0, look: 2 }),
    byWeight('organic-carrots', 'carrot', 0.9, t('Organic carrots', 'Zanahoria orgánica', 'جزر عضوي'), t('Sweet heirloom carrots.', 'Zanahorias criollas dulces.', 'جزر بلدي حلو.'), { brand: 'valleVerde' }),
    byWeight('cherry-tomatoes', 'tomato', 1.6, t('Cherry tomatoes', 'Tomate cherry', 'طماطم كرزية'), t('Organic, vine-ripened.', 'Orgánico, madurado en la mata.', 'عضوية ناضجة على الكرمة.'), { brand: 'valleVerde', look: 1 })),
  section('dairy',
    organic('free-range-eggs', 'eggs', 4.5, t('Pasture eggs (12)', 'Huevos de pastoreo (12)', 'بيض مراعي (12)'), t('Hens raised outdoors.', 'Gallinas criadas al aire libre.', 'دجاج يربى في الهواء الطلق.'), { unit: 'pack', tax: 0 }),
    organic('goat-cheese', 'cheese', 6, t('Goat cheese 200 g', 'Queso de cabra 200 g', 'جبن ماعز 200 غ'), t('Fresh, from Santa Elena.', 'Fresco, de Santa Elena.', 'طازج من سانتا إيلينا.')),
    organic('greek-yogurt', 'yogurt', 3.5, t('Greek yogurt 500 g', 'Yogur griego 500 g', 'زبادي يوناني 500 غ'), t('Plain, no added sugar.', 'Natural, sin azúcar añadida.', 'سادة بدون سكر مضاف.'), { look: 3 }),
    organic('almond-milk', 'milk', 4, t('Almond milk 1 l', 'Leche de almendras 1 l', 'حليب اللوز 1 لتر'), t('Unsweetened.', 'Sin azúcar.', 'غير محلى.'), { look: 1, unit: 'l' })),
  section('grains',
    organic('quinoa', 'grainBag', 4.5, t('Quinoa 500 g', 'Quinua 500 g', 'كينوا 500 غ'), t('White Andean quinoa.', 'Quinua blanca andina.', 'كينوا أنديزية بيضاء.'), { look: 1 }),
    organic('granola', 'grainBag', 5, t('Granola 400 g', 'Granola 400 g', 'غرانولا 400 غ'), t('Oats, panela and nuts.', 'Avena, panela y nueces.', 'شوفان وسكر البانيلا ومكسرات.'), { look: 2 })),
  section('pantry',
    organic('chia', 'jar', 3.8, t('Chia seeds 250 g', 'Semillas de chía 250 g', 'بذور الشيا 250 غ'), t('Rich in omega-3.', 'Ricas en omega 3.', 'غنية بأوميغا 3.'), { look: 3 }),
    organic('raw-honey', 'jar', 7, t('Raw honey 500 g', 'Miel cruda 500 g', 'عسل خام 500 غ'), t('Unfiltered, from our beekeepers.', 'Sin filtrar, de nuestros apicultores.', 'غير مصفى من مربي النحل لدينا.'), { look: 1 }),
    organic('organic-coffee', 'beansBag', 11, t('Organic coffee 340 g', 'Café orgánico 340 g', 'قهوة عضوية 340 غ'), t('Shade-grown, whole beans.', 'Cultivado bajo sombra, en grano.', 'مزروعة في الظل، حبوب كاملة.'), { brand: 'cafeAltura', look: 2 })),
  section('bread',
    organic('sourdough', 'bread', 5.5, t('Sourdough loaf', 'Pan de masa madre', 'خبز العجين المخمر'), t('Long fermentation, stone-baked.', 'Fermentación larga, horneado en piedra.', 'تخمير طويل ومخبوز على الحجر.'), { look: 2 })),
  section('beverages',
    organic('kombucha', 'bottle', 3.5, t('Kombucha', 'Kombucha', 'كومبوتشا'), t('Ginger and lemon, 400 ml.', 'Jengibre y limón, 400 ml.', 'زنجبيل وليمون، 400 مل.'), { look: 3 })),
  section('sweets',
    organic('cacao-nibs', 'chocolate', 4.2, t('Cacao nibs 200 g', 'Nibs de cacao 200 g', 'حبيبات الكاكاو 200 غ'), t('Crunchy raw cacao.', 'Cacao crudo crocante.', 'كاكاو خام مقرمش.'), { brand: 'cacaoReal', look: 2 })),
];

export const fruverCatalog: readonly Section[] = [
  section('fruits', produce.bananas, produce.apples, produce.greenApples, produce.oranges, produce.limes, produce.lemons, produce.mango,
    produce.pineapple, produce.watermelon, produce.strawberries, produce.grapes, produce.avocado, produce.passionFruit, produce.plantain),
  section('vegetables', produce.tomatoes, produce.potatoes, produce.onions, produce.carrots, produce.garlic, produce.lettuce, produce.broccoli,
    produce.peppers, produce.corn, produce.cilantro),
  section('juices', juices.orange, juices.mango),
];

const cut = (key: string, motif: Motif, price: number, title: Tr, description: Tr, extra: ProductOptions = {}) =>
  byWeight(key, motif, price, title, description, { maxQty: 10, ...extra });

export const butcherCatalog: readonly Section[] = [
  section('meat',
    cut('ribeye', 'steak', 9, t('Ribeye', 'Ojo de bife', 'ريب آي'), t('Well marbled, aged 21 days.', 'Bien marmoleado, madurado 21 días.', 'غني بالدهن، معتق 21 يوماً.'), { look: 0, recommended: true }),
    cut('sirloin', 'steak', 7.5, t('Sirloin', 'Solomito', 'فيليه'), t('Tender and lean.', 'Tierno y magro.', 'طري وقليل الدهن.'), { look: 0 }),
    cut('skirt-steak', 'steak', 8, t('Skirt steak', 'Entraña', 'لحم الحجاب الحاجز'), t('Perfect for the grill.', 'Perfecta para la parrilla.', 'مثالية للشواء.'), { look: 0 }),
    cut('beef-ribs', 'steak', 5.5, t('Beef short ribs', 'Costilla de res', 'أضلاع البقر'), t('For slow cooking or sancocho.', 'Para cocción lenta o sancocho.', 'للطهي البطيء أو السانكوتشو.'), { look: 0 }),
    cut('premium-ground-beef', 'steak', 4.8, t('Premium ground beef', 'Carne molida premium', 'لحم مفروم ممتاز'), t('Ground to order, 15% fat.', 'Molida al momento, 15% grasa.', 'يفرم عند الطلب، 15% دهون.'), { look: 0 }),
    cut('pork-chops', 'steak', 4.5, t('Pork chops', 'Chuletas de cerdo', 'شرائح لحم الخنزير'), t('Bone-in, thick cut.', 'Con hueso, corte grueso.', 'بالعظم، مقطعة بسماكة.'), { look: 0 }),
    cut('pork-belly', 'bacon', 4.2, t('Pork belly', 'Tocino para chicharrón', 'بطن الخنزير'), t('Skin-on, for chicharrón.', 'Con piel, para chicharrón.', 'بالجلد لتحضير الشيتشارون.')),
    cut('pork-ribs', 'steak', 5, t('Pork ribs', 'Costillas de cerdo', 'أضلاع الخنزير'), t('St. Louis cut.', 'Corte St. Louis.', 'قطعة سانت لويس.'), { look: 0 }),
  ),
  section('poultry',
    item('whole-chicken', 'drumstick', 7, t('Whole chicken', 'Pollo entero', 'دجاجة كاملة'), t('Farm chicken, about 1.8 kg.', 'Pollo de granja, 1.8 kg aprox.', 'دجاجة مزرعة، حوالي 1.8 كغ.'), { tax: 0, look: 2, maxQty: 5 }),
    cut('chicken-thighs', 'drumstick', 2.8, t('Chicken thighs', 'Muslos de pollo', 'أفخاذ الدجاج'), t('Bone-in, skin-on.', 'Con hueso y piel.', 'بالعظم والجلد.'), { look: 2 }),
    cut('chicken-wings', 'drumstick', 2.5, t('Chicken wings', 'Alas de pollo', 'أجنحة الدجاج'), t('Ready to marinate.', 'Listas para marinar.', 'جاهزة للتتبيل.'), { look: 1 }),
    cut('butcher-chicken-breast', 'drumstick', 3.6, t('Chicken breast fillets', 'Filetes de pechuga', 'شرائح صدر الدجاج'), t('Butterflied thin.', 'Abiertos en mariposa.', 'مفتوحة ورقيقة.'), { look: 0 }),
  ),
  section('deli',
    item('chorizo-antioqueno', 'sausage', 4, t('Antioquian chorizo (6)', 'Chorizo antioqueño (6)', 'تشوريزو أنتيوكي (6)'), t('Made in house every day.', 'Hecho en casa todos los días.', 'يصنع يومياً في المحل.'), { unit: 'pack', look: 0, recommended: true }),
    item('morcilla', 'sausage', 3.5, t('Blood sausage (4)', 'Morcilla (4)', 'نقانق الدم (4)'), t('With rice and herbs.', 'Con arroz y hierbas.', 'بالأرز والأعشاب.'), { unit: 'pack', look: 1 }),
    item('bacon-pack', 'bacon', 3.8, t('Smoked bacon 250 g', 'Tocineta ahumada 250 g', 'لحم مقدد مدخن 250 غ'), t('Thick-cut, smoked with guava wood.', 'Corte grueso, ahumada con guayabo.', 'شرائح سميكة مدخنة بخشب الجوافة.'), { unit: 'pack' }),
    item('longaniza', 'sausage', 4.2, t('Longaniza 500 g', 'Longaniza 500 g', 'لونغانيزا 500 غ'), t('Lightly spiced pork sausage.', 'Embutido de cerdo ligeramente especiado.', 'نقانق خنزير متبلة قليلاً.'), { unit: 'pack', look: 2 }),
  ),
  section('pantry',
    item('chimichurri', 'jar', 3, t('Chimichurri 250 ml', 'Chimichurri 250 ml', 'صلصة تشيميتشوري 250 مل'), t('Parsley, garlic and oregano.', 'Perejil, ajo y orégano.', 'بقدونس وثوم وأوريغانو.'), { look: 2 })),
];

export const bakeryCatalog: readonly Section[] = [
  section('bread',
    item('baguette', 'bread', 1.8, t('Baguette', 'Baguette', 'باغيت'), t('Crisp crust, airy crumb.', 'Corteza crocante, miga aireada.', 'قشرة مقرمشة ولب هش.'), { look: 1, recommended: true }),
    item('sourdough-bakery', 'bread', 4.5, t('Country sourdough', 'Pan de masa madre', 'خبز العجين المخمر الريفي'), t('24-hour fermentation.', 'Fermentado 24 horas.', 'مخمر لمدة 24 ساعة.'), { look: 2 }),
    pantry.bread,
    item('whole-wheat-loaf', 'bread', 2.8, t('Whole wheat loaf', 'Pan integral', 'خبز القمح الكامل'), t('With oats and seeds.', 'Con avena y semillas.', 'بالشوفان والبذور.'), { look: 0 }),
    pastries.pandebono,
    item('almojabana', 'bread', 1.2, t('Almojábana', 'Almojábana', 'ألموخابانا'), t('Soft cheese and corn bread.', 'Pan suave de queso y maíz.', 'خبز طري بالجبن والذرة.'), { look: 2 }),
    item('pan-de-yuca', 'bread', 1.1, t('Cassava bread', 'Pan de yuca', 'خبز الكسافا'), t('Chewy, cheesy and gluten-free.', 'Elástico, con queso y sin gluten.', 'مطاطي بالجبن وخالٍ من الغلوتين.'), { look: 2 }),
  ),
  section('pastries', pastries.croissant, pastries.chocolateCroissant, pastries.cinnamonRoll, pastries.donut, pastries.bunuelos, pastries.guavaPastry),
  section('cakes', desserts.tresLeches, cakes.blackForest, cakes.birthday),
  section('desserts', desserts.cupcake),
  section('coffee',
    p('bakery-tinto', 'mug', 1, t('Tinto', 'Tinto', 'تينتو'), t('Fresh black coffee.', 'Café negro recién hecho.', 'قهوة سوداء طازجة.'), { look: 0 }),
    p('bakery-hot-chocolate', 'mug', 2, t('Hot chocolate', 'Chocolate caliente', 'شوكولاتة ساخنة'), t('Made with milk.', 'En leche.', 'محضرة بالحليب.'), { look: 1 })),
];
