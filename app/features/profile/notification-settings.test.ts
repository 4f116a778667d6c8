import { describe, expect, it } from 'vitest';
import { notificationChoices, notificationsBody } from './notification-settings';

describe('notification settings', () => {
  it('shows every kind, on unless the customer switched it off', () => {
    const kinds = [{ id: 1, type: 'push' }, { id: 2, type: 'discount' }, { id: 3, type: 'order_verify' }];
    const user = { notifications: [{ id: 2, type: 'discount', notification: { active: false } }] };
    expect(notificationChoices(kinds, user).map((c) => c.active)).toEqual([true, false, true]);
  });

  it('sends all items, each on or off (N7)', () => {
    const form = new FormData();
    for (const id of ['1', '2', '3', 'x']) form.append('id', id);
    form.append('n1', 'on');
    form.append('n3', 'on');
    expect(notificationsBody(form)).toEqual({
      notifications: [
        { notification_id: 1, active: 1 },
        { notification_id: 2, active: 0 },
        { notification_id: 3, active: 1 },
      ],
    });
  });
});
