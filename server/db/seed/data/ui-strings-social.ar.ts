import type { enSocial } from '../../../../app/lib/i18n/en-social';

export const arSocial: Record<keyof typeof enSocial, string> = {
  'social.continueWithGoogle': 'المتابعة باستخدام Google',
  'social.continueWithFacebook': 'المتابعة باستخدام Facebook',
  'social.continueWithApple': 'المتابعة باستخدام Apple',
  'social.otherWays': 'طرق أخرى لتسجيل الدخول',
  'social.error.cancelled': 'تم إلغاء تسجيل الدخول.',
  'social.error.expired': 'استغرق تسجيل الدخول وقتًا طويلًا أو سبق استخدامه. يُرجى المحاولة مرة أخرى.',
  'social.error.unverified': 'البريد الإلكتروني لهذا الحساب غير مؤكَّد. أكِّده لدى المزوِّد، أو أنشئ حسابًا ببريدك الإلكتروني.',
  'social.error.emailInUse': 'يوجد حساب يستخدم هذا البريد الإلكتروني بالفعل. سجِّل الدخول بكلمة مروره أو بطريقة أخرى.',
  'social.error.unavailable': 'طريقة تسجيل الدخول هذه غير متاحة الآن. يُرجى المحاولة لاحقًا.',
  'social.error.failed': 'تعذَّر تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
  'social.error.referral': 'رمز الإحالة غير صالح، لذا لم يُنشأ أي حساب. سجّل الدخول مرة أخرى للانضمام بدونه، أو اطلب من صديقك رابطه.',
};
