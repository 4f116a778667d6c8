import type { enNotFound } from '../../../../app/lib/i18n/en-not-found';

/** Arabic strings of the not-found page (app/lib/i18n/en-not-found.ts). */
export const arNotFound: Record<keyof typeof enNotFound, string> = {
  'not_found.title': 'الصفحة غير موجودة',
  'not_found.page': 'لا توجد صفحة على {{path}}. ربما يكون الرابط قديمًا أو العنوان مكتوبًا بشكل خاطئ.',
  'not_found.shop': 'لم نعثر على هذا المتجر. ربما أُغلق أو انتقل إلى عنوان آخر.',
  'not_found.item': 'لم نعثر على ما يشير إليه هذا الرابط. ربما أُزيل.',
  'not_found.list_page': 'هذه القائمة لا تحتوي على هذا العدد من الصفحات.',
  'not_found.search_label': 'ابحث عن مطاعم ومتاجر ومنتجات',
  'not_found.search': 'بحث',
  'not_found.home': 'الذهاب إلى الصفحة الرئيسية',
  'not_found.popular': 'متاجر رائجة',
};
