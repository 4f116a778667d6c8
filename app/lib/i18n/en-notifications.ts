/**
 * English strings of the notifications bell, panel and live status toast (issue #15), kept apart
 * from en.ts so the area's strings live in one file (the panel's title and empty text stay in
 * en.ts, where the shell first had them). Spanish and Arabic:
 * server/db/seed/data/ui-strings-notifications.{es,ar}.ts.
 */
export const enNotifications = {
  'notifications.open_count': 'Notifications, {{count}} unread',
  'notifications.tabs': 'Notification types',
  'notifications.tab.all': 'All',
  'notifications.tab.news': 'News',
  'notifications.tab.orders': 'Orders',
  'notifications.unread_count': '{{count}} unread',
  'notifications.unread': 'Unread',
  'notifications.view_more': 'View more',
  'notifications.read_all': 'Mark all as read',
  'notifications.loading': 'Loading notifications…',
  'notifications.load_failed': 'The notifications could not be loaded',
  'notifications.retry': 'Try again',
  'notifications.status_changed': 'New status: {{status}}',
  'notifications.order_refunded': 'Your refund was approved: the money is in your wallet',
  'notifications.transaction.title': 'Money received',
  'notifications.transaction': '{{name}} sent you money: it is in your wallet',
  'notifications.new_user_by_referral.title': 'Referral reward',
  'notifications.new_user_by_referral': '{{name}} received their first order: your referral reward is in your wallet',
  'notifications.toast.status': 'Order #{{id}}: {{status}}',
  'notifications.toast.view': 'View order',
} as const;
