import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationStatistics } from '../../../contract/notifications';
import { badgeText, tabsOf, tabType, tabUnread } from './notification-tabs';

const stats = { notification: 7, news_publish: 2, status_changed: 4, order_refunded: 1 } as NotificationStatistics;

describe('notification tabs', () => {
  it('maps All, News and Orders to N1 types (contract §2.24: omitted, news_publish, status_changed)', () => {
    expect(tabType('all')).toBeUndefined();
    expect(tabType('news')).toBe('news_publish');
    expect(tabType('orders')).toBe('status_changed');
    for (const tab of ['news', 'orders'] as const) expect(NOTIFICATION_TYPES).toContain(tabType(tab));
  });

  it('reads each badge from N2: the total for All, the per-type count for the others', () => {
    expect([tabUnread(stats, 'all'), tabUnread(stats, 'news'), tabUnread(stats, 'orders')]).toEqual([7, 2, 4]);
    expect(tabUnread(null, 'all')).toBe(0);
  });

  it('puts a new notification in All and in its own tab only', () => {
    expect(tabsOf('news_publish')).toEqual(['all', 'news']);
    expect(tabsOf('status_changed')).toEqual(['all', 'orders']);
    expect(tabsOf('order_refunded')).toEqual(['all']);
  });

  it('caps a badge at 99+', () => {
    expect([badgeText(5), badgeText(99), badgeText(100)]).toEqual(['5', '99', '99+']);
  });
});
