import type { enNotifications } from '../../../../app/lib/i18n/en-notifications';

export const esNotifications: Record<keyof typeof enNotifications, string> = {
  'notifications.open_count': 'Notificaciones, {{count}} sin leer',
  'notifications.tabs': 'Tipos de notificación',
  'notifications.tab.all': 'Todas',
  'notifications.tab.news': 'Noticias',
  'notifications.tab.orders': 'Pedidos',
  'notifications.unread_count': '{{count}} sin leer',
  'notifications.unread': 'Sin leer',
  'notifications.view_more': 'Ver más',
  'notifications.read_all': 'Marcar todas como leídas',
  'notifications.loading': 'Cargando notificaciones…',
  'notifications.load_failed': 'No se pudieron cargar las notificaciones',
  'notifications.retry': 'Reintentar',
  'notifications.status_changed': 'Nuevo estado: {{status}}',
  'notifications.order_refunded': 'Tu reembolso fue aprobado: el dinero está en tu billetera',
  'notifications.transaction.title': 'Dinero recibido',
  'notifications.transaction': '{{name}} te envió dinero: ya está en tu billetera',
  'notifications.new_user_by_referral.title': 'Recompensa por referido',
  'notifications.new_user_by_referral': '{{name}} recibió su primer pedido: tu recompensa por referido está en tu billetera',
  'notifications.toast.status': 'Pedido #{{id}}: {{status}}',
  'notifications.toast.view': 'Ver pedido',
};
