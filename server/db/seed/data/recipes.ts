import type { Motif } from '../art/motifs';
import type { RecipeCategoryKey } from './taxonomy';
import { t, type Locale, type Tr } from './types';

/**
 * Recipes ("receipts" in the contract). Their ingredients are products of the supermarket, so
 * "order all ingredients" fills a real cart.
 */
export const RECIPE_SHOP = 'mercado-la-colina';

export const nutrients = {
  protein: t('Protein', 'Proteína', 'بروتين'),
  carbs: t('Carbohydrates', 'Carbohidratos', 'كربوهيدرات'),
  fat: t('Fat', 'Grasa', 'دهون'),
  fiber: t('Fiber', 'Fibra', 'ألياف'),
} as const;

type Lines = Readonly<Record<Locale, readonly string[]>>;

export type RecipeDef = {
  key: string;
  category: RecipeCategoryKey;
  motifs: readonly Motif[];
  hue: number;
  activeTime: number;
  totalTime: number;
  calories: number;
  servings: number;
  /** USD off when every ingredient is ordered together. */
  discount: number;
  title: Tr;
  description: Tr;
  ingredients: Lines;
  instructions: Lines;
  /** Supermarket product keys and the minimum quantity to add. */
  stocks: ReadonlyArray<readonly [product: string, minQuantity: number]>;
  nutrition: ReadonlyArray<readonly [nutrient: keyof typeof nutrients, weight: string, percentage: number]>;
};

export const recipes: readonly RecipeDef[] = [
  {
    key: 'arepa-breakfast', category: 'breakfast', motifs: ['arepa', 'friedEgg', 'avocado'], hue: 44,
    activeTime: 15, totalTime: 25, calories: 420, servings: 2, discount: 1,
    title: t('Arepas with egg and avocado', 'Arepas con huevo y aguacate', 'أريبا بالبيض والأفوكادو'),
    description: t('The classic Colombian breakfast, ready in 25 minutes.', 'El desayuno colombiano clásico, listo en 25 minutos.', 'الفطور الكولومبي الكلاسيكي، جاهز في 25 دقيقة.'),
    ingredients: {
      en: ['2 cups pre-cooked corn flour', '4 eggs', '1 avocado', '100 g farmer cheese', '1 tbsp butter'],
      es: ['2 tazas de harina de maíz precocida', '4 huevos', '1 aguacate', '100 g de queso campesino', '1 cda de mantequilla'],
      ar: ['كوبان من دقيق الذرة المطبوخ مسبقاً', '4 بيضات', 'حبة أفوكادو', '100 غ جبن ريفي', 'ملعقة كبيرة زبدة'],
    },
    instructions: {
      en: ['Mix the flour with warm water and salt into a soft dough.', 'Shape four arepas and grill them 5 minutes per side.', 'Fry the eggs in butter and serve with sliced avocado and cheese.'],
      es: ['Mezcla la harina con agua tibia y sal hasta obtener una masa suave.', 'Forma cuatro arepas y ásalas 5 minutos por lado.', 'Fríe los huevos en mantequilla y sirve con aguacate y queso.'],
      ar: ['اخلط الدقيق مع الماء الدافئ والملح حتى تحصل على عجينة طرية.', 'شكّل أربع أريبا واشوها 5 دقائق لكل جانب.', 'اقلِ البيض بالزبدة وقدمه مع شرائح الأفوكادو والجبن.'],
    },
    stocks: [['arepa-flour', 1], ['eggs', 1], ['avocado-hass', 1], ['farmer-cheese', 1], ['butter', 1]],
    nutrition: [['protein', '18 g', 36], ['carbs', '48 g', 16], ['fat', '17 g', 22], ['fiber', '7 g', 25]],
  },
  {
    key: 'guacamole', category: 'light', motifs: ['avocado', 'tomato', 'citrus'], hue: 100,
    activeTime: 10, totalTime: 10, calories: 180, servings: 4, discount: 0.8,
    title: t('Fresh guacamole', 'Guacamole fresco', 'غواكامولي طازج'),
    description: t('Chunky guacamole with lime and cilantro.', 'Guacamole en trozos con limón y cilantro.', 'غواكامولي بقطع كبيرة مع الليمون والكزبرة.'),
    ingredients: {
      en: ['3 ripe avocados', '1 tomato', '½ red onion', '2 limes', 'A handful of cilantro'],
      es: ['3 aguacates maduros', '1 tomate', '½ cebolla roja', '2 limones', 'Un puñado de cilantro'],
      ar: ['3 حبات أفوكادو ناضجة', 'حبة طماطم', 'نصف بصلة حمراء', 'حبتا ليمون', 'حفنة من الكزبرة'],
    },
    instructions: {
      en: ['Mash the avocados with a fork, leaving some chunks.', 'Add diced tomato, onion and chopped cilantro.', 'Season with lime juice and salt.'],
      es: ['Machaca los aguacates con un tenedor, dejando trozos.', 'Agrega tomate y cebolla en cubos y cilantro picado.', 'Sazona con jugo de limón y sal.'],
      ar: ['اهرس الأفوكادو بالشوكة مع ترك بعض القطع.', 'أضف الطماطم والبصل المقطعين والكزبرة المفرومة.', 'تبّل بعصير الليمون والملح.'],
    },
    stocks: [['avocado-hass', 3], ['tomatoes', 1], ['onions', 1], ['limes', 1], ['cilantro', 1]],
    nutrition: [['protein', '3 g', 6], ['carbs', '10 g', 3], ['fat', '15 g', 19], ['fiber', '7 g', 25]],
  },
  {
    key: 'banana-pancakes', category: 'breakfast', motifs: ['banana', 'eggs', 'jar'], hue: 50,
    activeTime: 15, totalTime: 20, calories: 350, servings: 2, discount: 0.7,
    title: t('Banana pancakes', 'Pancakes de banano', 'فطائر الموز'),
    description: t('Fluffy pancakes sweetened with ripe banana and honey.', 'Pancakes esponjosos endulzados con banano maduro y miel.', 'فطائر هشة محلاة بالموز الناضج والعسل.'),
    ingredients: {
      en: ['2 ripe bananas', '2 eggs', '1 cup milk', '1 cup wheat flour', 'Honey to serve'],
      es: ['2 bananos maduros', '2 huevos', '1 taza de leche', '1 taza de harina de trigo', 'Miel para servir'],
      ar: ['حبتا موز ناضجتان', 'بيضتان', 'كوب حليب', 'كوب دقيق قمح', 'عسل للتقديم'],
    },
    instructions: {
      en: ['Mash the bananas and whisk in the eggs and milk.', 'Fold in the flour until just combined.', 'Cook small pancakes in a hot pan and drizzle with honey.'],
      es: ['Machaca los bananos y bate con los huevos y la leche.', 'Incorpora la harina sin batir de más.', 'Cocina pancakes pequeños en sartén caliente y baña con miel.'],
      ar: ['اهرس الموز واخفقه مع البيض والحليب.', 'أضف الدقيق وقلّب حتى يتجانس فقط.', 'اطهُ فطائر صغيرة في مقلاة ساخنة واسكب عليها العسل.'],
    },
    stocks: [['bananas', 1], ['eggs', 1], ['milk', 1], ['wheat-flour', 1], ['honey', 1]],
    nutrition: [['protein', '14 g', 28], ['carbs', '58 g', 19], ['fat', '8 g', 10], ['fiber', '4 g', 14]],
  },
  {
    key: 'fruit-salad', category: 'sweet', motifs: ['strawberry', 'mango', 'yogurt'], hue: 340,
    activeTime: 10, totalTime: 10, calories: 210, servings: 2, discount: 0.5,
    title: t('Tropical fruit salad', 'Ensalada de frutas tropical', 'سلطة فواكه استوائية'),
    description: t('Mango, strawberries and banana with yogurt and honey.', 'Mango, fresas y banano con yogur y miel.', 'مانجو وفراولة وموز مع الزبادي والعسل.'),
    ingredients: {
      en: ['1 mango', '250 g strawberries', '1 banana', '2 yogurts', '1 tbsp honey'],
      es: ['1 mango', '250 g de fresas', '1 banano', '2 yogures', '1 cda de miel'],
      ar: ['حبة مانجو', '250 غ فراولة', 'حبة موز', 'علبتا زبادي', 'ملعقة كبيرة عسل'],
    },
    instructions: {
      en: ['Cut all the fruit into bite-size pieces.', 'Divide between two bowls and top with yogurt and honey.'],
      es: ['Corta toda la fruta en trozos pequeños.', 'Reparte en dos tazones y cubre con yogur y miel.'],
      ar: ['قطّع جميع الفواكه قطعاً صغيرة.', 'وزعها في وعاءين وأضف الزبادي والعسل.'],
    },
    stocks: [['mangoes', 1], ['strawberries', 1], ['bananas', 1], ['yogurt', 2], ['honey', 1]],
    nutrition: [['protein', '6 g', 12], ['carbs', '42 g', 14], ['fat', '3 g', 4], ['fiber', '5 g', 18]],
  },
  {
    key: 'spaghetti-pomodoro', category: 'mains', motifs: ['pasta', 'tomato', 'garlic'], hue: 10,
    activeTime: 15, totalTime: 25, calories: 520, servings: 3, discount: 1.2,
    title: t('Spaghetti al pomodoro', 'Espaguetis al pomodoro', 'سباغيتي بصلصة الطماطم'),
    description: t('Simple tomato and garlic pasta with cheese.', 'Pasta sencilla con tomate, ajo y queso.', 'معكرونة بسيطة بالطماطم والثوم والجبن.'),
    ingredients: {
      en: ['500 g spaghetti', '1 kg tomatoes', '3 garlic cloves', '3 tbsp olive oil', 'Grated cheese'],
      es: ['500 g de espaguetis', '1 kg de tomates', '3 dientes de ajo', '3 cdas de aceite de oliva', 'Queso rallado'],
      ar: ['500 غ سباغيتي', '1 كغ طماطم', '3 فصوص ثوم', '3 ملاعق كبيرة زيت زيتون', 'جبن مبشور'],
    },
    instructions: {
      en: ['Sauté the garlic in olive oil, add chopped tomatoes and simmer 15 minutes.', 'Cook the spaghetti until al dente.', 'Toss with the sauce and finish with cheese.'],
      es: ['Sofríe el ajo en aceite, agrega los tomates picados y cocina 15 minutos.', 'Cocina los espaguetis al dente.', 'Mezcla con la salsa y termina con queso.'],
      ar: ['شوّح الثوم في زيت الزيتون وأضف الطماطم المقطعة واتركها 15 دقيقة.', 'اسلق السباغيتي حتى تنضج.', 'اخلطها مع الصلصة وأضف الجبن.'],
    },
    stocks: [['spaghetti', 1], ['tomatoes', 2], ['garlic', 1], ['olive-oil', 1], ['farmer-cheese', 1]],
    nutrition: [['protein', '17 g', 34], ['carbs', '86 g', 29], ['fat', '12 g', 15], ['fiber', '6 g', 21]],
  },
  {
    key: 'arroz-con-pollo', category: 'mains', motifs: ['curry', 'drumstick', 'carrot'], hue: 38,
    activeTime: 25, totalTime: 50, calories: 610, servings: 4, discount: 1.5,
    title: t('Arroz con pollo', 'Arroz con pollo', 'أرز بالدجاج'),
    description: t('One-pot chicken and rice with vegetables.', 'Arroz con pollo y verduras en una sola olla.', 'أرز ودجاج مع الخضار في قدر واحد.'),
    ingredients: {
      en: ['2 cups rice', '500 g chicken breast', '2 carrots', '1 onion', '2 garlic cloves'],
      es: ['2 tazas de arroz', '500 g de pechuga de pollo', '2 zanahorias', '1 cebolla', '2 dientes de ajo'],
      ar: ['كوبان من الأرز', '500 غ صدر دجاج', 'حبتا جزر', 'بصلة', 'فصا ثوم'],
    },
    instructions: {
      en: ['Brown the diced chicken with onion and garlic.', 'Add the rice, diced carrots and four cups of water.', 'Cover and cook on low heat for 25 minutes.'],
      es: ['Dora el pollo en cubos con cebolla y ajo.', 'Agrega el arroz, la zanahoria en cubos y cuatro tazas de agua.', 'Tapa y cocina a fuego bajo 25 minutos.'],
      ar: ['حمّر مكعبات الدجاج مع البصل والثوم.', 'أضف الأرز والجزر المقطع وأربعة أكواب من الماء.', 'غطِّ القدر واطهُ على نار هادئة 25 دقيقة.'],
    },
    stocks: [['rice', 1], ['chicken-breast', 1], ['carrots', 1], ['onions', 1], ['garlic', 1]],
    nutrition: [['protein', '38 g', 76], ['carbs', '72 g', 24], ['fat', '10 g', 13], ['fiber', '3 g', 11]],
  },
  {
    key: 'mango-lemonade', category: 'drinks', motifs: ['juice', 'mango', 'citrus'], hue: 35,
    activeTime: 5, totalTime: 5, calories: 120, servings: 4, discount: 0.4,
    title: t('Mango lemonade', 'Limonada de mango', 'ليموناضة المانجو'),
    description: t('A bright, frosty drink for hot afternoons.', 'Una bebida helada para las tardes calurosas.', 'مشروب مثلج منعش لأيام الحر.'),
    ingredients: {
      en: ['2 mangoes', '4 limes', '2 tbsp honey', 'Ice'],
      es: ['2 mangos', '4 limones', '2 cdas de miel', 'Hielo'],
      ar: ['حبتا مانجو', '4 حبات ليمون', 'ملعقتان كبيرتان عسل', 'ثلج'],
    },
    instructions: {
      en: ['Blend the mango with lime juice, honey and a litre of water.', 'Add ice and blend again until frosty.'],
      es: ['Licúa el mango con el jugo de limón, la miel y un litro de agua.', 'Agrega hielo y licúa de nuevo hasta que esté frappé.'],
      ar: ['اخلط المانجو مع عصير الليمون والعسل ولتر من الماء.', 'أضف الثلج واخلط مرة أخرى حتى يصبح مثلجاً.'],
    },
    stocks: [['mangoes', 2], ['limes', 1], ['honey', 1]],
    nutrition: [['protein', '1 g', 2], ['carbs', '30 g', 10], ['fat', '0 g', 0], ['fiber', '2 g', 7]],
  },
];
