import type { Locale } from './types';

/**
 * Demo shop reviews: a few per shop, drawn deterministically from these pools (see
 * insert/reviews.ts). Customers write in their own language, so each comment exists in one
 * language only and is shown as written.
 */

export type ReviewAuthor = { firstname: string; lastname: string; locale: Locale };

export const reviewAuthors: readonly ReviewAuthor[] = [
  { firstname: 'Valentina', lastname: 'Restrepo', locale: 'es' },
  { firstname: 'Santiago', lastname: 'Gómez', locale: 'es' },
  { firstname: 'Mariana', lastname: 'Ochoa', locale: 'es' },
  { firstname: 'Juan Pablo', lastname: 'Henao', locale: 'es' },
  { firstname: 'Camila', lastname: 'Zapata', locale: 'es' },
  { firstname: 'Andrés', lastname: 'Múnera', locale: 'es' },
  { firstname: 'Emily', lastname: 'Carter', locale: 'en' },
  { firstname: 'Daniel', lastname: 'Brooks', locale: 'en' },
  { firstname: 'Olivia', lastname: 'Nguyen', locale: 'en' },
  { firstname: 'Lucas', lastname: 'Meyer', locale: 'en' },
  { firstname: 'Layla', lastname: 'Haddad', locale: 'ar' },
  { firstname: 'Omar', lastname: 'Khalil', locale: 'ar' },
  { firstname: 'Nour', lastname: 'Saleh', locale: 'ar' },
];

/** Comments by star rating (index 0 = 1 star), per language. */
export const reviewComments: Readonly<Record<Locale, readonly (readonly string[])[]>> = {
  en: [
    ['The order arrived an hour late and cold.', 'Wrong items and nobody answered the phone.'],
    ['Portions were smaller than the pictures.', 'Arrived late; the packaging was leaking.'],
    ['Fine, nothing special.', 'Good taste, but delivery took longer than promised.'],
    ['Tasty and well packed. Will order again.', 'Quick delivery and friendly courier.', 'Good value for the price.'],
    ['Excellent! Everything arrived hot and on time.', 'Best in the neighbourhood, every single time.', 'Fresh, generous and fast. Highly recommended.'],
  ],
  es: [
    ['El pedido llegó una hora tarde y frío.', 'Productos equivocados y nadie contestó.'],
    ['Las porciones eran más pequeñas que en las fotos.', 'Llegó tarde y el empaque venía roto.'],
    ['Bien, nada especial.', 'Buen sabor, pero la entrega tardó más de lo prometido.'],
    ['Muy rico y bien empacado. Volveré a pedir.', 'Entrega rápida y domiciliario muy amable.', 'Buena relación calidad-precio.'],
    ['¡Excelente! Todo llegó caliente y a tiempo.', 'Lo mejor del barrio, siempre.', 'Fresco, generoso y rápido. Muy recomendado.'],
  ],
  ar: [
    ['وصل الطلب متأخراً ساعة وبارداً.', 'منتجات خاطئة ولم يرد أحد على الهاتف.'],
    ['الكميات أصغر مما في الصور.', 'وصل متأخراً والتغليف كان مفتوحاً.'],
    ['جيد، لا شيء مميز.', 'طعم جيد لكن التوصيل استغرق وقتاً أطول من الموعد.'],
    ['لذيذ ومغلف جيداً. سأطلب مرة أخرى.', 'توصيل سريع ومندوب لطيف.', 'قيمة جيدة مقابل السعر.'],
    ['ممتاز! وصل كل شيء ساخناً وفي الوقت المحدد.', 'الأفضل في الحي دائماً.', 'طازج وسخي وسريع. أنصح به بشدة.'],
  ],
};
