import type { enNotifications } from '../../../../app/lib/i18n/en-notifications';

export const arNotifications: Record<keyof typeof enNotifications, string> = {
  'notifications.open_count': 'الإشعارات، {{count}} غير مقروءة',
  'notifications.tabs': 'أنواع الإشعارات',
  'notifications.tab.all': 'الكل',
  'notifications.tab.news': 'الأخبار',
  'notifications.tab.orders': 'الطلبات',
  'notifications.unread_count': '{{count}} غير مقروءة',
  'notifications.unread': 'غير مقروء',
  'notifications.view_more': 'عرض المزيد',
  'notifications.read_all': 'تعليم الكل كمقروء',
  'notifications.loading': 'جارٍ تحميل الإشعارات…',
  'notifications.load_failed': 'تعذّر تحميل الإشعارات',
  'notifications.retry': 'إعادة المحاولة',
  'notifications.status_changed': 'الحالة الجديدة: {{status}}',
  'notifications.order_refunded': 'تمت الموافقة على استرداد المبلغ: المال في محفظتك',
  'notifications.transaction.title': 'تم استلام أموال',
  'notifications.transaction': 'أرسل لك {{name}} أموالاً: أصبحت في محفظتك',
  'notifications.new_user_by_referral.title': 'مكافأة الإحالة',
  'notifications.new_user_by_referral': 'استلم {{name}} طلبه الأول: مكافأة الإحالة الخاصة بك في محفظتك',
  'notifications.toast.status': 'الطلب رقم {{id}}: {{status}}',
  'notifications.toast.view': 'عرض الطلب',
};
