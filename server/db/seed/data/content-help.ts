import type { Motif } from '../art/motifs';
import type { CareerCategoryKey } from './taxonomy';
import { t, type Tr } from './types';

/** FAQ, careers, static pages and the referral programme. Long texts are small HTML snippets. */

export const faqs: ReadonlyArray<{ question: Tr; answer: Tr }> = [
  {
    question: t('How does delivery work?', '¿Cómo funciona el domicilio?', 'كيف يعمل التوصيل؟'),
    answer: t('Choose a shop that delivers to your address, add products and check out. A courier picks up your order and you can follow it on the map.', 'Elige una tienda que llegue a tu dirección, agrega productos y paga. Un repartidor recoge tu pedido y lo sigues en el mapa.', 'اختر متجراً يوصل إلى عنوانك وأضف المنتجات وأكمل الطلب. يستلم المندوب طلبك ويمكنك متابعته على الخريطة.'),
  },
  {
    question: t('How much does delivery cost?', '¿Cuánto cuesta el domicilio?', 'كم تبلغ تكلفة التوصيل؟'),
    answer: t('Each shop sets a starting price plus a price per kilometre. Shops with the “Free delivery” tag charge nothing.', 'Cada tienda define un precio base más un valor por kilómetro. Las tiendas con la etiqueta “Envío gratis” no cobran.', 'يحدد كل متجر سعراً أساسياً وسعراً لكل كيلومتر. المتاجر التي تحمل وسم “توصيل مجاني” لا تتقاضى شيئاً.'),
  },
  {
    question: t('Which payment methods can I use?', '¿Qué medios de pago puedo usar?', 'ما طرق الدفع المتاحة؟'),
    answer: t('Cash on delivery, card and your Comanda wallet.', 'Efectivo contra entrega, tarjeta y tu billetera Comanda.', 'الدفع نقداً عند الاستلام أو بالبطاقة أو من محفظة كوماندا.'),
  },
  {
    question: t('Can I order from several shops at once?', '¿Puedo pedir en varias tiendas a la vez?', 'هل يمكنني الطلب من عدة متاجر في وقت واحد؟'),
    answer: t('A cart holds products from one shop. If you add something from another shop, we ask whether to replace the cart.', 'Un carrito tiene productos de una sola tienda. Si agregas algo de otra, te preguntamos si quieres reemplazarlo.', 'تحتوي السلة على منتجات من متجر واحد. إذا أضفت منتجاً من متجر آخر سنسألك إن كنت تريد استبدال السلة.'),
  },
  {
    question: t('What is a group order?', '¿Qué es un pedido grupal?', 'ما هو الطلب الجماعي؟'),
    answer: t('You open a shared cart and send the link. Friends add their own dishes and you place one order for everyone.', 'Abres un carrito compartido y envías el enlace. Tus amigos agregan sus platos y haces un solo pedido para todos.', 'تفتح سلة مشتركة وترسل الرابط. يضيف أصدقاؤك أطباقهم وتقدم طلباً واحداً للجميع.'),
  },
  {
    question: t('How do I cancel an order?', '¿Cómo cancelo un pedido?', 'كيف ألغي طلباً؟'),
    answer: t('While the order is still new you can cancel it from the order page. Once the shop accepts it, contact support.', 'Mientras el pedido esté en estado nuevo puedes cancelarlo desde su página. Cuando la tienda lo acepte, escribe a soporte.', 'يمكنك إلغاء الطلب من صفحته ما دام جديداً. بعد قبول المتجر له تواصل مع الدعم.'),
  },
  {
    question: t('How do refunds work?', '¿Cómo funcionan los reembolsos?', 'كيف يتم استرداد المبالغ؟'),
    answer: t('Request a refund from a delivered order and tell us what went wrong. Approved refunds go to your wallet.', 'Solicita el reembolso desde un pedido entregado y cuéntanos qué pasó. Los reembolsos aprobados llegan a tu billetera.', 'اطلب الاسترداد من طلب تم توصيله وأخبرنا بما حدث. تضاف المبالغ المعتمدة إلى محفظتك.'),
  },
  {
    question: t('How can I sell on Comanda or become a courier?', '¿Cómo vendo en Comanda o me hago repartidor?', 'كيف أبيع على كوماندا أو أصبح مندوب توصيل؟'),
    answer: t('Sign in and open “Become a seller” or “Become a courier” from the menu. We review every application within two working days.', 'Inicia sesión y abre “Vende con nosotros” o “Hazte repartidor” en el menú. Revisamos cada solicitud en dos días hábiles.', 'سجّل الدخول وافتح “كن بائعاً” أو “كن مندوب توصيل” من القائمة. نراجع كل طلب خلال يومي عمل.'),
  },
  {
    question: t('Is my personal data safe?', '¿Mis datos personales están seguros?', 'هل بياناتي الشخصية آمنة؟'),
    answer: t('We only use your data to deliver your orders. Read the privacy policy for details.', 'Solo usamos tus datos para entregar tus pedidos. Lee la política de privacidad para más detalles.', 'نستخدم بياناتك فقط لتوصيل طلباتك. اقرأ سياسة الخصوصية لمزيد من التفاصيل.'),
  },
];

const job = (paragraph: string, bullets: readonly string[]): string => `<p>${paragraph}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>`;

export const careers: ReadonlyArray<{ category: CareerCategoryKey; title: Tr; description: Tr; address: Tr }> = [
  {
    category: 'operations', title: t('City operations coordinator', 'Coordinador de operaciones', 'منسق عمليات المدينة'),
    description: t(job('Keep deliveries in Medellín running smoothly.', ['2+ years in logistics', 'Spanish and English', 'Calm under pressure']), job('Mantén los domicilios de Medellín funcionando sin contratiempos.', ['2+ años en logística', 'Español e inglés', 'Calma bajo presión']), job('حافظ على سير عمليات التوصيل في ميديين بسلاسة.', ['خبرة سنتين أو أكثر في اللوجستيات', 'الإسبانية والإنجليزية', 'الهدوء تحت الضغط'])),
    address: t('Medellín, hybrid', 'Medellín, híbrido', 'ميديين، عمل هجين'),
  },
  {
    category: 'technology', title: t('Senior backend engineer (TypeScript)', 'Ingeniero backend sénior (TypeScript)', 'مهندس خلفيات أول (TypeScript)'),
    description: t(job('Build the ordering and delivery APIs.', ['Node.js and PostgreSQL', 'Testing culture', 'Remote friendly']), job('Construye las API de pedidos y domicilios.', ['Node.js y PostgreSQL', 'Cultura de pruebas', 'Trabajo remoto']), job('ابنِ واجهات برمجة الطلبات والتوصيل.', ['Node.js وPostgreSQL', 'ثقافة الاختبار', 'إمكانية العمل عن بعد'])),
    address: t('Remote, Colombia', 'Remoto, Colombia', 'عن بعد، كولومبيا'),
  },
  {
    category: 'technology', title: t('Product designer', 'Diseñador de producto', 'مصمم منتجات'),
    description: t(job('Design the storefront and the courier app.', ['Portfolio with mobile work', 'Accessibility mindset']), job('Diseña la tienda en línea y la app de repartidores.', ['Portafolio con trabajo móvil', 'Enfoque en accesibilidad']), job('صمم واجهة المتجر وتطبيق المندوبين.', ['ملف أعمال يتضمن تصميمات للجوال', 'اهتمام بسهولة الوصول'])),
    address: t('Medellín, El Poblado', 'Medellín, El Poblado', 'ميديين، إل بوبلادو'),
  },
  {
    category: 'support', title: t('Bilingual customer care agent', 'Agente de servicio al cliente bilingüe', 'موظف خدمة عملاء ثنائي اللغة'),
    description: t(job('Help customers and shops by chat and phone.', ['English B2 or higher', 'Weekend shifts']), job('Ayuda a clientes y tiendas por chat y teléfono.', ['Inglés B2 o superior', 'Turnos de fin de semana']), job('ساعد العملاء والمتاجر عبر الدردشة والهاتف.', ['إنجليزية بمستوى B2 أو أعلى', 'مناوبات نهاية الأسبوع'])),
    address: t('Medellín, on site', 'Medellín, presencial', 'ميديين، حضورياً'),
  },
  {
    category: 'marketing', title: t('Restaurant partnerships manager', 'Gerente de alianzas con restaurantes', 'مدير شراكات المطاعم'),
    description: t(job('Bring the best local restaurants to Comanda.', ['Sales experience', 'Loves food']), job('Trae los mejores restaurantes locales a Comanda.', ['Experiencia en ventas', 'Amor por la comida']), job('استقطب أفضل المطاعم المحلية إلى كوماندا.', ['خبرة في المبيعات', 'شغف بالطعام'])),
    address: t('Medellín, hybrid', 'Medellín, híbrido', 'ميديين، عمل هجين'),
  },
  {
    category: 'operations', title: t('Courier fleet lead', 'Líder de flota de repartidores', 'قائد أسطول المندوبين'),
    description: t(job('Support and train our courier community.', ['Motorbike licence', 'People skills']), job('Acompaña y capacita a nuestra comunidad de repartidores.', ['Licencia de moto', 'Habilidades con las personas']), job('ادعم مجتمع المندوبين ودرّبه.', ['رخصة قيادة دراجة نارية', 'مهارات التعامل مع الناس'])),
    address: t('Medellín, on site', 'Medellín, presencial', 'ميديين، حضورياً'),
  },
];

const para = (...paragraphs: string[]): string => paragraphs.map((p) => `<p>${p}</p>`).join('');

export type PageDef = {
  type: 'about' | 'about_section' | 'delivery' | 'privacy' | 'terms';
  image?: { name: string; motifs: readonly Motif[]; hue: number };
  buttons?: Readonly<Record<string, string>>;
  title: Tr;
  description: Tr;
};

const appButtons = {
  app_store_button_link: 'https://apps.apple.com/app/comanda/id6400000001',
  google_play_button_link: 'https://play.google.com/store/apps/details?id=app.comanda.customer',
};

export const pages: readonly PageDef[] = [
  {
    type: 'about', image: { name: 'about', motifs: ['storefront', 'scooter', 'basket'], hue: 20 },
    title: t('About Comanda', 'Sobre Comanda', 'عن كوماندا'),
    description: t(para('Comanda connects Medellín’s restaurants and shops with the people who love them.', 'We started in Laureles in 2024 with five restaurants. Today hundreds of partners and couriers deliver every day.'),
      para('Comanda conecta los restaurantes y tiendas de Medellín con las personas que los aman.', 'Empezamos en Laureles en 2024 con cinco restaurantes. Hoy cientos de aliados y repartidores entregan cada día.'),
      para('تربط كوماندا مطاعم ومتاجر ميديين بالأشخاص الذين يحبونها.', 'بدأنا في لوريليس عام 2024 بخمسة مطاعم، واليوم يوصل مئات الشركاء والمندوبين كل يوم.')),
  },
  {
    type: 'about_section', image: { name: 'about-app', motifs: ['phone', 'heart', 'star'], hue: 265 }, buttons: appButtons,
    title: t('Everything in one app', 'Todo en una sola app', 'كل شيء في تطبيق واحد'),
    description: t(para('Order food, groceries and flowers, follow your courier and pay from your wallet.'), para('Pide comida, mercado y flores, sigue a tu repartidor y paga con tu billetera.'), para('اطلب الطعام والبقالة والورود وتابع مندوبك وادفع من محفظتك.')),
  },
  {
    type: 'about_section', image: { name: 'about-courier-app', motifs: ['scooter', 'pin', 'coins'], hue: 200 },
    buttons: { app_store_button_link: 'https://apps.apple.com/app/comanda-courier/id6400000002', google_play_button_link: 'https://play.google.com/store/apps/details?id=app.comanda.courier' },
    title: t('Deliver with Comanda', 'Reparte con Comanda', 'وصّل مع كوماندا'),
    description: t(para('Choose your hours, ride your neighbourhood and get paid every week.'), para('Elige tu horario, recorre tu barrio y recibe tu pago cada semana.'), para('اختر ساعات عملك وتنقل في حيك واحصل على أجرك كل أسبوع.')),
  },
  {
    type: 'delivery', image: { name: 'become-courier', motifs: ['scooter', 'clock', 'coins'], hue: 150 },
    title: t('Become a courier', 'Hazte repartidor', 'كن مندوب توصيل'),
    description: t(para('You need a motorbike or bicycle, a smartphone and your ID.', 'Download the courier app, complete your profile and start earning this week.'),
      para('Necesitas moto o bicicleta, un celular y tu cédula.', 'Descarga la app de repartidores, completa tu perfil y empieza a ganar esta semana.'),
      para('تحتاج إلى دراجة نارية أو هوائية وهاتف ذكي وبطاقة الهوية.', 'حمّل تطبيق المندوبين وأكمل ملفك وابدأ الكسب هذا الأسبوع.')),
  },
  {
    type: 'privacy',
    title: t('Privacy policy', 'Política de privacidad', 'سياسة الخصوصية'),
    description: t(para('We collect only what we need to deliver your orders: your name, phone, addresses and order history.', 'We never sell your data. You can ask us to delete your account at any time.'),
      para('Solo recopilamos lo necesario para entregar tus pedidos: nombre, teléfono, direcciones e historial de pedidos.', 'Nunca vendemos tus datos. Puedes pedirnos que eliminemos tu cuenta en cualquier momento.'),
      para('نجمع فقط ما نحتاجه لتوصيل طلباتك: الاسم والهاتف والعناوين وسجل الطلبات.', 'لا نبيع بياناتك أبداً، ويمكنك أن تطلب حذف حسابك في أي وقت.')),
  },
  {
    type: 'terms',
    title: t('Terms and conditions', 'Términos y condiciones', 'الشروط والأحكام'),
    description: t(para('By using Comanda you agree to these terms. Prices are set by each shop and include taxes unless stated otherwise.', 'Orders can be cancelled while they are new. Refunds are reviewed case by case.'),
      para('Al usar Comanda aceptas estos términos. Cada tienda define sus precios, con impuestos incluidos salvo que se indique lo contrario.', 'Los pedidos se pueden cancelar mientras estén en estado nuevo. Los reembolsos se revisan caso por caso.'),
      para('باستخدامك كوماندا فإنك توافق على هذه الشروط. يحدد كل متجر أسعاره وتشمل الضرائب ما لم يذكر خلاف ذلك.', 'يمكن إلغاء الطلبات ما دامت جديدة، وتراجع طلبات الاسترداد كل حالة على حدة.')),
  },
];

/** `priceFrom` goes to the customer who shared the code, `priceTo` to the friend (decision 0015). */
export const referral = {
  priceFrom: 5,
  priceTo: 2,
  title: t('Invite friends and earn', 'Invita amigos y gana', 'ادعُ أصدقاءك واربح'),
  description: t('When a friend you invited receives their first order, you get $5 in your wallet and your friend gets $2.', 'Cuando un amigo que invitaste recibe su primer pedido, tú recibes $5 en tu billetera y tu amigo $2.', 'عندما يستلم صديق دعوته طلبه الأول، تحصل على 5$ في محفظتك ويحصل صديقك على 2$.'),
  faq: t(para('Share your code or link from the referrals page. Your friend enters it when signing up.', 'Credit is added to both wallets when your friend’s first order is delivered, once per friend.', 'You cannot use your own code.'),
    para('Comparte tu código o enlace desde la página de referidos. Tu amigo lo escribe al registrarse.', 'El saldo se abona en ambas billeteras cuando se entrega el primer pedido de tu amigo, una vez por amigo.', 'No puedes usar tu propio código.'),
    para('شارك رمزك أو رابطك من صفحة الإحالات، ويدخله صديقك عند التسجيل.', 'يضاف الرصيد إلى المحفظتين عند توصيل أول طلب لصديقك، مرة واحدة لكل صديق.', 'لا يمكنك استخدام رمزك الخاص.')),
} as const;
