import type { NotificationSetting, ProfileUser } from '../../../contract/profile';
import type { TranslationKey } from '../../lib/i18n/en';

/** One switch: a notification kind (N6) and the customer's choice (PR1 `notifications[]`; none = on). */
export type NotificationChoice = { id: number; type: string; active: boolean };

export function notificationChoices(kinds: NotificationSetting[], user: Pick<ProfileUser, 'notifications'>): NotificationChoice[] {
  const chosen = new Map(user.notifications.map((n) => [n.id, n.notification.active]));
  return kinds.map((k) => ({ id: k.id, type: k.type, active: chosen.get(k.id) ?? true }));
}

/** The kinds' `type` is an i18n key (contract §3.23); the seeded ones have readable strings. */
const LABELS: Record<string, TranslationKey> = {
  push: 'notificationSettings.type.push',
  discount: 'notificationSettings.type.discount',
  order_verify: 'notificationSettings.type.order_verify',
};
export const notificationLabelKey = (type: string): TranslationKey | undefined => LABELS[type];

/**
 * N7's body from the form: every kind listed in `id` fields, on when its `n<id>` checkbox came
 * along (contract: sent on every toggle, all items).
 */
export function notificationsBody(form: FormData) {
  const ids = form.getAll('id').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return { notifications: ids.map((id) => ({ notification_id: id, active: form.has(`n${id}`) ? 1 : 0 })) };
}
