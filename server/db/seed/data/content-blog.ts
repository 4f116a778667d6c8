import type { Motif } from '../art/motifs';
import { t, type Locale, type Tr } from './types';

/** Blog posts (`type: 'blog'`) and news items (`type: 'notification'`, opened by `/?news=`). */

export type BlogDef = {
  key: string;
  type: 'blog' | 'notification';
  motifs: readonly Motif[];
  hue: number;
  /** `published_at` = now − daysAgo. */
  daysAgo: number;
  title: Tr;
  shortDesc: Tr;
  /** Paragraphs per language; stored as `<p>` HTML. */
  body: Readonly<Record<Locale, readonly string[]>>;
};

export const html = (paragraphs: readonly string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const blogs: readonly BlogDef[] = [
  {
    key: 'medellin-dishes', type: 'blog', motifs: ['bandeja', 'arepa', 'empanadas'], hue: 28, daysAgo: 3,
    title: t('Five Medellín dishes you have to try', 'Cinco platos de Medellín que tienes que probar', 'خمسة أطباق من ميديين عليك تجربتها'),
    shortDesc: t('From bandeja paisa to buñuelos: a quick tour of paisa food.', 'De la bandeja paisa a los buñuelos: un recorrido por la comida paisa.', 'من بانديخا بايسا إلى البونويلوس: جولة سريعة في مطبخ بايسا.'),
    body: {
      en: ['Antioquian food is generous and comforting. Start with a <strong>bandeja paisa</strong>: beans, rice, chicharrón, egg, plantain and avocado on one plate.', 'Then try sancocho on a rainy day, an arepa with cheese for breakfast and buñuelos with hot chocolate in the afternoon.'],
      es: ['La comida antioqueña es generosa y reconfortante. Empieza por una <strong>bandeja paisa</strong>: frijoles, arroz, chicharrón, huevo, maduro y aguacate en un solo plato.', 'Luego prueba un sancocho en día de lluvia, arepa con quesito al desayuno y buñuelos con chocolate en la tarde.'],
      ar: ['مطبخ أنتيوكيا سخي ومريح. ابدأ بطبق <strong>بانديخا بايسا</strong>: فاصولياء وأرز وشيتشارون وبيض وموز وأفوكادو في طبق واحد.', 'ثم جرّب السانكوتشو في يوم ماطر، والأريبا بالجبن في الفطور، والبونويلوس مع الشوكولاتة الساخنة بعد الظهر.'],
    },
  },
  {
    key: 'choosing-partners', type: 'blog', motifs: ['chefHat', 'star', 'storefront'], hue: 45, daysAgo: 9,
    title: t('How we choose our partner shops', 'Cómo elegimos a nuestros aliados', 'كيف نختار المتاجر الشريكة'),
    shortDesc: t('Quality, hygiene and kindness: what we look for.', 'Calidad, higiene y buen trato: lo que buscamos.', 'الجودة والنظافة وحسن المعاملة: هذا ما نبحث عنه.'),
    body: {
      en: ['Every restaurant and shop on Comanda is visited by our team before it goes live. We taste the food, check the kitchen and talk to the owners.', 'Verified shops carry a badge. We keep listening to your reviews and follow up on every complaint.'],
      es: ['Nuestro equipo visita cada restaurante y tienda antes de publicarlo en Comanda. Probamos la comida, revisamos la cocina y hablamos con los dueños.', 'Las tiendas verificadas llevan una insignia. Seguimos atentos a tus reseñas y atendemos cada queja.'],
      ar: ['يزور فريقنا كل مطعم ومتجر قبل نشره على كوماندا. نتذوق الطعام ونتفقد المطبخ ونتحدث مع المالكين.', 'تحمل المتاجر الموثقة شارة خاصة. ونواصل الاستماع إلى تقييماتكم ومتابعة كل شكوى.'],
    },
  },
  {
    key: 'colombian-coffee', type: 'blog', motifs: ['mug', 'beansBag', 'coffeeToGo'], hue: 24, daysAgo: 15,
    title: t('A short guide to Colombian coffee', 'Guía corta del café colombiano', 'دليل مختصر للقهوة الكولومبية'),
    shortDesc: t('Regions, roasts and how to order your perfect cup.', 'Regiones, tuestes y cómo pedir tu taza perfecta.', 'المناطق ودرجات التحميص وكيف تطلب فنجانك المثالي.'),
    body: {
      en: ['Huila, Nariño and Antioquia grow very different coffees: fruity, bright or chocolatey. A medium roast keeps the character of the bean.', 'Ask for a <em>tinto</em> if you want it black and small, or a cold brew on a hot afternoon.'],
      es: ['Huila, Nariño y Antioquia producen cafés muy distintos: frutales, brillantes o achocolatados. Un tueste medio conserva el carácter del grano.', 'Pide un <em>tinto</em> si lo quieres negro y pequeño, o un cold brew en una tarde calurosa.'],
      ar: ['تنتج هويلا ونارينيو وأنتيوكيا أنواع قهوة مختلفة جداً: فاكهية أو مشرقة أو بطعم الشوكولاتة. التحميص المتوسط يحافظ على طابع الحبة.', 'اطلب <em>تينتو</em> إن أردتها سوداء وصغيرة، أو كولد برو في عصر حار.'],
    },
  },
  {
    key: 'eating-well-budget', type: 'blog', motifs: ['salad', 'basket', 'carrot'], hue: 100, daysAgo: 22,
    title: t('Eating well on a budget', 'Comer bien sin gastar de más', 'تناول طعام صحي بميزانية محدودة'),
    shortDesc: t('Seasonal produce, simple recipes and smart shopping.', 'Productos de temporada, recetas sencillas y compras inteligentes.', 'منتجات موسمية ووصفات بسيطة وتسوق ذكي.'),
    body: {
      en: ['Buy fruit and vegetables in season: they are cheaper and taste better. Plan three or four simple recipes a week and shop for them at once.', 'Our recipes section lets you add every ingredient to the cart in one tap, often with a discount.'],
      es: ['Compra frutas y verduras de temporada: son más baratas y saben mejor. Planea tres o cuatro recetas sencillas por semana y haz una sola compra.', 'En la sección de recetas agregas todos los ingredientes al carrito de un toque, muchas veces con descuento.'],
      ar: ['اشترِ الفواكه والخضار في موسمها: فهي أرخص وألذ. خطط لثلاث أو أربع وصفات بسيطة في الأسبوع واشترِ مكوناتها مرة واحدة.', 'يتيح لك قسم الوصفات إضافة جميع المكونات إلى السلة بلمسة واحدة، وغالباً مع خصم.'],
    },
  },
  {
    key: 'our-couriers', type: 'blog', motifs: ['scooter', 'pin', 'clock'], hue: 200, daysAgo: 30,
    title: t('Behind the scenes with our couriers', 'Detrás de cámaras con nuestros repartidores', 'خلف الكواليس مع مندوبي التوصيل'),
    shortDesc: t('A day on the road across Medellín’s hills.', 'Un día en la vía entre las lomas de Medellín.', 'يوم على الطريق بين تلال ميديين.'),
    body: {
      en: ['Our couriers ride thousands of kilometres every month between El Poblado, Laureles and the centre. They choose their own hours and keep all of their tips.', 'Want to join them? Visit the <a href="/deliver">become a courier</a> page.'],
      es: ['Nuestros repartidores recorren miles de kilómetros al mes entre El Poblado, Laureles y el centro. Eligen su horario y se quedan con todas sus propinas.', '¿Quieres unirte? Visita la página <a href="/deliver">hazte repartidor</a>.'],
      ar: ['يقطع مندوبونا آلاف الكيلومترات كل شهر بين إل بوبلادو ولوريليس ووسط المدينة. يختارون ساعات عملهم ويحتفظون بكامل الإكراميات.', 'هل تريد الانضمام إليهم؟ زر صفحة <a href="/deliver">كن مندوب توصيل</a>.'],
    },
  },
  {
    key: 'colombian-fruits', type: 'blog', motifs: ['citrus', 'mango', 'pineapple'], hue: 40, daysAgo: 41,
    title: t('Colombian fruits you have never heard of', 'Frutas colombianas que quizá no conoces', 'فواكه كولومبية ربما لم تسمع بها'),
    shortDesc: t('Lulo, maracuyá, guanábana and more.', 'Lulo, maracuyá, guanábana y más.', 'اللولو والماراكويا والقشطة الشائكة وغيرها.'),
    body: {
      en: ['Colombia has one of the richest fruit markets in the world. Lulo is tangy and green inside; maracuyá is sweet and sour; guanábana is creamy.', 'Most are best as fresh juice. Ask for them in water or in milk.'],
      es: ['Colombia tiene uno de los mercados de frutas más ricos del mundo. El lulo es ácido y verde por dentro; el maracuyá, agridulce; la guanábana, cremosa.', 'La mayoría son mejores en jugo natural. Pídelos en agua o en leche.'],
      ar: ['تملك كولومبيا واحداً من أغنى أسواق الفاكهة في العالم. اللولو حامض وأخضر من الداخل، والماراكويا حلوة وحامضة، والقشطة الشائكة كريمية.', 'معظمها ألذ كعصير طازج. اطلبها بالماء أو بالحليب.'],
    },
  },
  {
    key: 'group-orders', type: 'notification', motifs: ['phone', 'heart', 'basket'], hue: 265, daysAgo: 1,
    title: t('Group orders are here', 'Llegaron los pedidos grupales', 'الطلبات الجماعية متاحة الآن'),
    shortDesc: t('Share a link and let everyone add their own dishes.', 'Comparte un enlace y que cada uno agregue sus platos.', 'شارك رابطاً ودع الجميع يضيفون أطباقهم.'),
    body: {
      en: ['Open a group order from any restaurant, share the link and watch the cart fill up. You pay once and everything arrives together.'],
      es: ['Abre un pedido grupal en cualquier restaurante, comparte el enlace y mira cómo se llena el carrito. Pagas una vez y todo llega junto.'],
      ar: ['افتح طلباً جماعياً من أي مطعم وشارك الرابط وشاهد السلة تمتلئ. تدفع مرة واحدة ويصل كل شيء معاً.'],
    },
  },
  {
    key: 'pharmacy-delivery', type: 'notification', motifs: ['pill', 'clock', 'firstAid'], hue: 195, daysAgo: 6,
    title: t('Pharmacy delivery, 24/7', 'Farmacia a domicilio, 24/7', 'توصيل الصيدلية على مدار الساعة'),
    shortDesc: t('Salud Total now delivers around the clock.', 'Salud Total ahora entrega a toda hora.', 'صيدلية سالود توتال توصل الآن في أي وقت.'),
    body: {
      en: ['Medicines, vitamins and baby care are now one tap away, day and night.'],
      es: ['Medicamentos, vitaminas y cuidado del bebé a un toque, de día y de noche.'],
      ar: ['الأدوية والفيتامينات ومستلزمات الأطفال على بعد لمسة واحدة، ليلاً ونهاراً.'],
    },
  },
  {
    key: 'invite-friends', type: 'notification', motifs: ['gift', 'coins', 'heart'], hue: 45, daysAgo: 12,
    title: t('Invite friends, earn credit', 'Invita amigos y gana saldo', 'ادعُ أصدقاءك واربح رصيداً'),
    shortDesc: t('Both of you get wallet credit after the first order.', 'Ambos reciben saldo en la billetera tras el primer pedido.', 'يحصل كلاكما على رصيد في المحفظة بعد الطلب الأول.'),
    body: {
      en: ['Share your referral code from your profile. When your friend places a first order, you both receive credit.'],
      es: ['Comparte tu código de referido desde tu perfil. Cuando tu amigo haga su primer pedido, ambos reciben saldo.'],
      ar: ['شارك رمز الإحالة من ملفك الشخصي. عندما يقدم صديقك طلبه الأول يحصل كلاكما على رصيد.'],
    },
  },
  {
    key: 'table-reservations', type: 'notification', motifs: ['chefHat', 'clock', 'wineGlass'], hue: 15, daysAgo: 18,
    title: t('Book a table in a few taps', 'Reserva mesa en pocos toques', 'احجز طاولة ببضع لمسات'),
    shortDesc: t('Reservations are open at selected restaurants.', 'Las reservas están abiertas en restaurantes seleccionados.', 'الحجوزات متاحة في مطاعم مختارة.'),
    body: {
      en: ['Pick a restaurant, a time and the number of guests. We confirm your table by notification.'],
      es: ['Elige restaurante, hora y número de personas. Confirmamos tu mesa con una notificación.'],
      ar: ['اختر المطعم والوقت وعدد الضيوف، وسنؤكد طاولتك بإشعار.'],
    },
  },
];
