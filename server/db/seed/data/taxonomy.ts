import type { Motif } from '../art/motifs';
import { t, type Tr } from './types';

/** Categories of every type, shop tags and brands. Keys are the ids the other data files use. */

export type CategoryDef = { motif: Motif; hue: number; title: Tr };
const c = (motif: Motif, hue: number, en: string, es: string, ar: string): CategoryDef => ({ motif, hue, title: t(en, es, ar) });

/** `categories.type = 'main'`: what a product is. One icon each. */
export const productCategories = {
  colombian: c('bandeja', 28, 'Colombian classics', 'Platos típicos', 'أطباق كولومبية'),
  soups: c('soup', 20, 'Soups', 'Sopas', 'شوربات'),
  starters: c('empanadas', 36, 'Starters', 'Entradas', 'مقبلات'),
  arepas: c('arepa', 44, 'Arepas', 'Arepas', 'أريبا'),
  pizzas: c('pizza', 10, 'Pizzas', 'Pizzas', 'بيتزا'),
  pasta: c('pasta', 48, 'Pasta', 'Pastas', 'باستا'),
  salads: c('salad', 100, 'Salads', 'Ensaladas', 'سلطات'),
  burgers: c('burger', 32, 'Burgers', 'Hamburguesas', 'برغر'),
  sides: c('fries', 4, 'Sides', 'Acompañamientos', 'أطباق جانبية'),
  shakes: c('smoothie', 330, 'Shakes & smoothies', 'Malteadas y batidos', 'ميلك شيك وسموذي'),
  sushi: c('makiRolls', 200, 'Sushi rolls', 'Rollos de sushi', 'لفائف السوشي'),
  nigiri: c('nigiriPair', 14, 'Nigiri & sashimi', 'Nigiri y sashimi', 'نيغيري وساشيمي'),
  bowls: c('poke', 170, 'Bowls', 'Bowls', 'أطباق البول'),
  tacos: c('taco', 45, 'Tacos', 'Tacos', 'تاكو'),
  burritos: c('burrito', 30, 'Burritos & more', 'Burritos y más', 'بوريتو والمزيد'),
  chicken: c('drumstick', 26, 'Grilled chicken', 'Pollo asado', 'دجاج مشوي'),
  ceviche: c('ceviche', 190, 'Ceviches', 'Ceviches', 'سيفيتشي'),
  seafood: c('shrimp', 8, 'Seafood', 'Mariscos', 'مأكولات بحرية'),
  shawarma: c('kebab', 22, 'Shawarma & grills', 'Shawarma y parrilla', 'شاورما ومشاوي'),
  mezze: c('hummus', 40, 'Mezze', 'Mezze', 'مزة'),
  noodles: c('noodleBox', 0, 'Noodles', 'Fideos', 'نودلز'),
  curries: c('curry', 38, 'Curries', 'Currys', 'كاري'),
  coffee: c('mug', 24, 'Coffee', 'Café', 'قهوة'),
  pastries: c('croissant', 36, 'Pastries', 'Pastelería', 'معجنات'),
  cakes: c('cake', 340, 'Cakes', 'Tortas', 'كعك'),
  iceCream: c('cone', 320, 'Ice cream', 'Helados', 'آيس كريم'),
  sundaes: c('sundae', 300, 'Sundaes', 'Copas de helado', 'كؤوس آيس كريم'),
  popsicles: c('popsicle', 140, 'Popsicles', 'Paletas', 'مصاصات مثلجة'),
  drinks: c('soda', 210, 'Drinks', 'Bebidas', 'مشروبات'),
  juices: c('juice', 34, 'Fresh juices', 'Jugos naturales', 'عصائر طازجة'),
  desserts: c('cupcake', 350, 'Desserts', 'Postres', 'حلويات'),
  extras: c('sauceCup', 16, 'Extras', 'Adiciones', 'إضافات'),
  fruits: c('apple', 0, 'Fruits', 'Frutas', 'فواكه'),
  vegetables: c('carrot', 90, 'Vegetables', 'Verduras', 'خضروات'),
  dairy: c('milk', 205, 'Dairy & eggs', 'Lácteos y huevos', 'ألبان وبيض'),
  bread: c('bread', 34, 'Bread', 'Panes', 'خبز'),
  meat: c('steak', 2, 'Beef & pork', 'Res y cerdo', 'لحم بقر وخنزير'),
  poultry: c('drumstick', 30, 'Poultry', 'Pollo', 'دواجن'),
  deli: c('sausage', 12, 'Sausages & deli', 'Embutidos', 'نقانق ولحوم باردة'),
  fish: c('fish', 195, 'Fish & seafood', 'Pescados y mariscos', 'أسماك ومأكولات بحرية'),
  pantry: c('jar', 42, 'Pantry', 'Despensa', 'مؤونة'),
  grains: c('grainBag', 38, 'Rice, grains & flour', 'Arroz, granos y harinas', 'أرز وحبوب وطحين'),
  snacks: c('chips', 50, 'Snacks', 'Pasabocas', 'وجبات خفيفة'),
  sweets: c('chocolate', 15, 'Chocolates & sweets', 'Chocolates y dulces', 'شوكولاتة وحلويات'),
  beverages: c('bottle', 200, 'Beverages', 'Bebidas y jugos', 'مشروبات وعصائر'),
  cleaning: c('spray', 190, 'Cleaning', 'Aseo del hogar', 'منظفات'),
  medicines: c('pill', 0, 'Medicines', 'Medicamentos', 'أدوية'),
  vitamins: c('pillBottle', 30, 'Vitamins & supplements', 'Vitaminas y suplementos', 'فيتامينات ومكملات'),
  personalCare: c('lotion', 320, 'Personal care', 'Cuidado personal', 'عناية شخصية'),
  babyCare: c('babyBottle', 200, 'Baby care', 'Cuidado del bebé', 'عناية بالطفل'),
  firstAid: c('firstAid', 355, 'First aid', 'Primeros auxilios', 'إسعافات أولية'),
  wines: c('wineBottle', 345, 'Wines', 'Vinos', 'نبيذ'),
  beers: c('beer', 40, 'Beers', 'Cervezas', 'بيرة'),
  spirits: c('spirits', 28, 'Spirits', 'Licores', 'مشروبات روحية'),
  mixers: c('can', 210, 'Mixers & soft drinks', 'Gaseosas y mezcladores', 'مشروبات غازية وخلطات'),
  bouquets: c('bouquet', 340, 'Bouquets', 'Ramos', 'باقات ورد'),
  plants: c('plant', 120, 'Plants', 'Plantas', 'نباتات'),
  gifts: c('gift', 0, 'Gifts', 'Regalos', 'هدايا'),
  dogFood: c('petBowl', 24, 'Dog food', 'Comida para perros', 'طعام الكلاب'),
  catFood: c('fish', 260, 'Cat food', 'Comida para gatos', 'طعام القطط'),
  petTreats: c('bone', 36, 'Treats', 'Premios y snacks', 'مكافآت'),
  petAccessories: c('paw', 230, 'Accessories', 'Accesorios', 'إكسسوارات'),
} satisfies Record<string, CategoryDef>;

export type ProductCategoryKey = keyof typeof productCategories;

/** `categories.type = 'shop'`; two of them have sub-categories (`children`). */
export const shopCategories = {
  restaurants: { ...c('chefHat', 20, 'Restaurants', 'Restaurantes', 'مطاعم'), children: ['colombianFood', 'asianFood', 'worldFood'] },
  colombianFood: c('arepa', 44, 'Colombian', 'Colombiana', 'كولومبي'),
  asianFood: c('makiRolls', 0, 'Asian', 'Asiática', 'آسيوي'),
  worldFood: c('pizzaSlice', 14, 'International', 'Internacional', 'عالمي'),
  fastFood: c('burger', 32, 'Fast food', 'Comida rápida', 'وجبات سريعة'),
  healthy: c('salad', 100, 'Healthy', 'Saludable', 'صحي'),
  desserts: c('cone', 320, 'Desserts', 'Postres', 'حلويات'),
  cafes: c('coffeeToGo', 28, 'Cafés', 'Cafeterías', 'مقاهي'),
  grocery: { ...c('basket', 40, 'Grocery', 'Mercado', 'بقالة'), children: ['supermarkets', 'fruitVeg', 'organic', 'butchers'] },
  supermarkets: c('storefront', 200, 'Supermarkets', 'Supermercados', 'سوبرماركت'),
  fruitVeg: c('apple', 90, 'Fruit & vegetables', 'Fruver', 'فواكه وخضروات'),
  organic: c('leaf', 120, 'Organic', 'Orgánico', 'عضوي'),
  butchers: c('steak', 4, 'Butchers', 'Carnicerías', 'ملاحم'),
  pharmacy: c('pill', 190, 'Pharmacy', 'Farmacia', 'صيدلية'),
  drinks: c('wineGlass', 345, 'Drinks', 'Bebidas', 'مشروبات'),
  flowers: c('bouquet', 330, 'Flowers & gifts', 'Flores y regalos', 'ورود وهدايا'),
  pets: c('paw', 230, 'Pets', 'Mascotas', 'حيوانات أليفة'),
  bakery: c('croissant', 36, 'Bakery', 'Panadería', 'مخبز'),
} satisfies Record<string, CategoryDef & { children?: readonly string[] }>;

export type ShopCategoryKey = keyof typeof shopCategories;

/** `categories.type = 'receipt'` (the contract's name for recipe categories). */
export const recipeCategories = {
  breakfast: c('friedEgg', 44, 'Breakfast', 'Desayunos', 'فطور'),
  mains: c('pasta', 14, 'Main dishes', 'Platos fuertes', 'أطباق رئيسية'),
  light: c('salad', 100, 'Light & healthy', 'Ligeras y saludables', 'خفيفة وصحية'),
  sweet: c('cake', 340, 'Desserts', 'Postres', 'حلويات'),
  drinks: c('juice', 30, 'Drinks', 'Bebidas', 'مشروبات'),
} satisfies Record<string, CategoryDef>;

export type RecipeCategoryKey = keyof typeof recipeCategories;

/** `categories.type = 'career'`: no pictures, only titles. */
export const careerCategories = {
  operations: t('Operations', 'Operaciones', 'العمليات'),
  technology: t('Technology', 'Tecnología', 'التكنولوجيا'),
  support: t('Customer care', 'Servicio al cliente', 'خدمة العملاء'),
  marketing: t('Marketing', 'Mercadeo', 'التسويق'),
} satisfies Record<string, Tr>;

export type CareerCategoryKey = keyof typeof careerCategories;

export const shopTags = {
  freeDelivery: c('scooter', 150, 'Free delivery', 'Envío gratis', 'توصيل مجاني'),
  halal: c('seal', 160, 'Halal', 'Halal', 'حلال'),
  vegan: c('leaf', 110, 'Vegan friendly', 'Opciones veganas', 'خيارات نباتية'),
  family: c('heart', 350, 'Family friendly', 'Para la familia', 'مناسب للعائلة'),
  open24h: c('clock', 210, 'Open 24h', 'Abierto 24 h', 'مفتوح 24 ساعة'),
  localFavourite: c('star', 45, 'Local favourite', 'Favorito del barrio', 'المفضل محلياً'),
  glutenFree: c('wheat', 40, 'Gluten-free options', 'Opciones sin gluten', 'خيارات خالية من الغلوتين'),
  fastDelivery: c('bolt', 50, 'Fast delivery', 'Entrega rápida', 'توصيل سريع'),
  eco: c('plant', 130, 'Eco packaging', 'Empaques ecológicos', 'تغليف صديق للبيئة'),
  lateNight: c('moon', 250, 'Late night', 'Hasta tarde', 'حتى وقت متأخر'),
} satisfies Record<string, CategoryDef>;

export type ShopTagKey = keyof typeof shopTags;

/** Fictional brands (no real trademarks), used by grocery, liquor, pharmacy and pet products. */
export const brands = {
  andina: { title: 'Lácteos Andina', motif: 'milk', hue: 210, shape: 0 },
  valleVerde: { title: 'Valle Verde', motif: 'leaf', hue: 120, shape: 3 },
  cafeAltura: { title: 'Café Altura', motif: 'beansBag', hue: 24, shape: 1 },
  molinoDorado: { title: 'Molino Dorado', motif: 'wheat', hue: 40, shape: 2 },
  nube: { title: 'Nube Snacks', motif: 'chips', hue: 0, shape: 1 },
  cacaoReal: { title: 'Cacao Real', motif: 'chocolate', hue: 20, shape: 0 },
  montana: { title: 'Cervecería Montaña', motif: 'beer', hue: 35, shape: 3 },
  vinedoSol: { title: 'Viñedo del Sol', motif: 'wineGlass', hue: 340, shape: 2 },
  laAntigua: { title: 'Destilería La Antigua', motif: 'spirits', hue: 28, shape: 3 },
  rioClaro: { title: 'Río Claro', motif: 'bottle', hue: 195, shape: 0 },
  patitas: { title: 'Patitas', motif: 'paw', hue: 230, shape: 1 },
  bigotes: { title: 'Bigotes', motif: 'fish', hue: 265, shape: 0 },
  saludPlus: { title: 'Salud+', motif: 'pillBottle', hue: 150, shape: 2 },
  brisa: { title: 'Brisa Hogar', motif: 'spray', hue: 185, shape: 1 },
} satisfies Record<string, { title: string; motif: Motif; hue: number; shape: number }>;

export type BrandKey = keyof typeof brands;
