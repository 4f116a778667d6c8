import type { Motif } from '../art/motifs';
import { t, type Tr } from './types';

/** Home-page banners, paid ads and shop stories. Shops and products are referred to by slug/key. */

export type PromoDef = {
  key: string;
  motifs: readonly Motif[];
  hue: number;
  title: Tr;
  description: Tr;
  button: Tr;
  shops: readonly string[];
};

const shopNow = t('Order now', 'Pedir ahora', 'اطلب الآن');
const seeMore = t('See more', 'Ver más', 'شاهد المزيد');

export const banners: readonly PromoDef[] = [
  {
    key: 'market-free-delivery', motifs: ['basket', 'apple', 'milk', 'bread'], hue: 140, shops: ['mercado-la-colina', 'tienda-express-24'],
    title: t('Groceries with free delivery', 'Mercado con domicilio gratis', 'بقالة مع توصيل مجاني'),
    description: t('Fresh produce and pantry staples at your door in under an hour.', 'Frutas, verduras y despensa en tu puerta en menos de una hora.', 'خضار وفواكه طازجة ومؤونة إلى بابك في أقل من ساعة.'),
    button: shopNow,
  },
  {
    key: 'pizza-night', motifs: ['pizza', 'pizzaSlice', 'wineGlass'], hue: 12, shops: ['forno-napoli'],
    title: t('Pizza night: 15% off', 'Noche de pizza: 15% de descuento', 'ليلة البيتزا: خصم 15%'),
    description: t('Wood-fired classics from Forno Napoli, this week only.', 'Clásicos al horno de leña de Forno Napoli, solo esta semana.', 'كلاسيكيات فرن الحطب من فورنو نابولي، هذا الأسبوع فقط.'),
    button: shopNow,
  },
  {
    key: 'smash-burgers', motifs: ['burger', 'fries', 'smoothie'], hue: 38, shops: ['smash-and-co'],
    title: t('Smash burgers, now in Laureles', 'Smash burgers, ahora en Laureles', 'برغر سماش الآن في لوريليس'),
    description: t('Crispy edges, juicy centre and shakes to match.', 'Bordes crocantes, centro jugoso y malteadas a la altura.', 'حواف مقرمشة وقلب طري وميلك شيك على المستوى.'),
    button: shopNow,
  },
  {
    key: 'taste-colombia', motifs: ['bandeja', 'arepa', 'empanadas'], hue: 28, shops: ['la-brasa-paisa', 'arepas-dona-rosa', 'pollos-el-campeon'],
    title: t('A taste of Colombia', 'Sabor colombiano', 'نكهة كولومبية'),
    description: t('Bandeja paisa, arepas and sancocho from local favourites.', 'Bandeja paisa, arepas y sancocho de los favoritos del barrio.', 'بانديخا بايسا وأريبا وسانكوتشو من المطاعم المفضلة محلياً.'),
    button: seeMore,
  },
  {
    key: 'sweet-weekend', motifs: ['cone', 'cake', 'donut'], hue: 325, shops: ['gelateria-nieve', 'cafe-aroma-pasteleria', 'panaderia-el-trigal'],
    title: t('Sweet weekend', 'Fin de semana dulce', 'عطلة نهاية أسبوع حلوة'),
    description: t('Gelato, cakes and pastries to share.', 'Helados, tortas y pasteles para compartir.', 'جيلاتو وكعك ومعجنات للمشاركة.'),
    button: seeMore,
  },
];

export const ads: readonly PromoDef[] = [
  {
    key: 'sushi-for-two', motifs: ['makiRolls', 'nigiriPair', 'poke'], hue: 350, shops: ['sakura-sushi-bar'],
    title: t('Sushi for two', 'Sushi para dos', 'سوشي لشخصين'),
    description: t('Two rolls, nigiri and miso soup for date night.', 'Dos rolls, nigiris y sopa de miso para una cita.', 'لفتان ونيغيري وشوربة ميسو لأمسية مميزة.'),
    button: shopNow,
  },
  {
    key: 'coffee-of-the-month', motifs: ['coffeeToGo', 'beansBag', 'mug'], hue: 26, shops: ['origen-cafe'],
    title: t('Coffee of the month', 'Café del mes', 'قهوة الشهر'),
    description: t('A washed Huila with notes of panela and orange.', 'Un Huila lavado con notas de panela y naranja.', 'قهوة هويلا مغسولة بنكهات البانيلا والبرتقال.'),
    button: shopNow,
  },
  {
    key: 'pharmacy-24-7', motifs: ['pill', 'pillBottle', 'firstAid'], hue: 195, shops: ['farmacia-salud-total'],
    title: t('Pharmacy, day and night', 'Farmacia de día y de noche', 'صيدلية ليلاً ونهاراً'),
    description: t('Medicines and essentials delivered 24/7.', 'Medicamentos y básicos a domicilio 24/7.', 'أدوية وأساسيات توصل على مدار الساعة.'),
    button: seeMore,
  },
  {
    key: 'weekend-wines', motifs: ['wineBottle', 'wineGlass', 'cheese'], hue: 340, shops: ['licores-la-bodega'],
    title: t('Weekend wines −20%', 'Vinos de fin de semana −20%', 'نبيذ عطلة نهاية الأسبوع −20%'),
    description: t('Selected reds from La Bodega.', 'Tintos seleccionados de La Bodega.', 'نبيذ أحمر مختار من لا بوديغا.'),
    button: shopNow,
  },
  {
    key: 'happy-pets', motifs: ['paw', 'bone', 'petBowl'], hue: 230, shops: ['mundo-mascotas'],
    title: t('Happy pets', 'Mascotas felices', 'حيوانات أليفة سعيدة'),
    description: t('12% off dog and cat food.', '12% de descuento en alimento para perros y gatos.', 'خصم 12% على طعام الكلاب والقطط.'),
    button: shopNow,
  },
  {
    key: 'say-it-with-flowers', motifs: ['bouquet', 'flower', 'gift'], hue: 330, shops: ['floristeria-orquidea'],
    title: t('Say it with flowers', 'Dilo con flores', 'قلها بالورود'),
    description: t('Same-day bouquets from the Oriente farms.', 'Ramos el mismo día desde los cultivos del Oriente.', 'باقات في اليوم نفسه من مزارع الشرق.'),
    button: seeMore,
  },
];

/** Stories: each entry is one picture, optionally opening a product of the shop. */
export const stories: ReadonlyArray<{ shop: string; product?: string; hoursAgo: number }> = [
  { shop: 'la-brasa-paisa', product: 'bandeja-paisa', hoursAgo: 2 },
  { shop: 'la-brasa-paisa', product: 'sancocho', hoursAgo: 9 },
  { shop: 'forno-napoli', product: 'pepperoni', hoursAgo: 1 },
  { shop: 'forno-napoli', product: 'margherita', hoursAgo: 6 },
  { shop: 'forno-napoli', product: 'tiramisu', hoursAgo: 14 },
  { shop: 'smash-and-co', product: 'double-smash', hoursAgo: 3 },
  { shop: 'smash-and-co', product: 'shake-chocolate', hoursAgo: 11 },
  { shop: 'sakura-sushi-bar', product: 'salmon-poke', hoursAgo: 4 },
  { shop: 'gelateria-nieve', product: 'banana-split', hoursAgo: 2 },
  { shop: 'gelateria-nieve', product: 'paleta-fresa', hoursAgo: 20 },
  { shop: 'origen-cafe', product: 'cold-brew', hoursAgo: 5 },
  { shop: 'origen-cafe', hoursAgo: 16 },
  { shop: 'mercado-la-colina', product: 'strawberries', hoursAgo: 7 },
  { shop: 'mercado-la-colina', product: 'avocado-hass', hoursAgo: 12 },
  { shop: 'floristeria-orquidea', product: 'red-roses', hoursAgo: 8 },
  { shop: 'verde-vivo', product: 'buddha-bowl', hoursAgo: 3 },
];
