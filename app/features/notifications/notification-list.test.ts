import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../contract/notifications';
import { createTranslator } from '../../lib/i18n/translator';
import { en } from '../../lib/i18n/en';
import {
  markRead, mergePages, nextPage, notificationDate, notificationHref, notificationText, prependNotification, type NotificationPage,
} from './notification-list';

const item = (id: number, over: Partial<Notification> = {}): Notification => ({
  id, type: 'status_changed', title: String(id), body: `Your order #${id} was accepted`, read_at: null,
  created_at: '2026-11-25T09:05:00.000Z', user_id: 1, client: null, order: { id }, blog: null,
  data: { id, type: 'order', status: 'accepted' }, ...over,
});

const page = (current: number, last: number, ids: number[]): NotificationPage => ({
  data: ids.map((id) => item(id)),
  meta: { current_page: current, last_page: last, per_page: 5, total: last * 5, from: null, to: null, path: '' },
});

describe('paging', () => {
  it('appends the next page and asks no further after the last', () => {
    const first = page(1, 2, [12, 11, 10, 9, 8]);
    expect(nextPage([])).toBe(1);
    expect(nextPage([first])).toBe(2);
    const both = [first, page(2, 2, [7, 6])];
    expect(nextPage(both)).toBeUndefined();
    expect(mergePages(both).map((n) => n.id)).toEqual([12, 11, 10, 9, 8, 7, 6]);
  });

  it('shows an item once when a push shifted the server pages under the list', () => {
    // 13 arrived after page 1 was fetched: page 2 now starts with 8, already shown.
    const pushed = prependNotification([page(1, 3, [12, 11, 10, 9, 8])], item(13));
    const merged = mergePages([...pushed, page(2, 3, [8, 7, 6, 5, 4])]);
    expect(merged.map((n) => n.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('prepends a push to the first page once, and not into an unloaded list', () => {
    const once = prependNotification([page(1, 1, [2, 1])], item(3));
    expect(once[0]!.data.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(prependNotification(once, item(3))[0]!.data).toHaveLength(3);
    expect(prependNotification([], item(3))).toEqual([]);
  });

  it('marks one or every unread item read, leaving read ones as they were', () => {
    const pages = [{ ...page(1, 1, [3, 2]), data: [item(3), item(2, { read_at: '2026-01-01T00:00:00.000Z' })] }];
    const one = markRead(pages, 3, 'now');
    expect(one[0]!.data.map((n) => n.read_at)).toEqual(['now', '2026-01-01T00:00:00.000Z']);
    expect(markRead([page(1, 1, [5, 4])], 'all', 'now')[0]!.data.every((n) => n.read_at === 'now')).toBe(true);
  });
});

describe('an item', () => {
  it('leads an order notice to its order and news to the news dialog (contract §4.6)', () => {
    expect(notificationHref(item(12))).toBe('/orders/12');
    expect(notificationHref(item(4, { type: 'order_refunded' }))).toBe('/orders/4');
    expect(notificationHref(item(5, { type: 'news_publish', order: null, blog: { uuid: 'a-b c' } }))).toBe('/?news=a-b%20c');
    expect(notificationHref(item(6, { type: 'new_booking', order: null }))).toBeNull();
    expect(notificationHref(item(7, { type: 'transaction', order: null }))).toBe('/wallet');
    expect(notificationHref(item(8, { type: 'new_user_by_referral', order: null }))).toBe('/wallet');
  });

  it("says an order's status in the page's language, other types as the server wrote them", () => {
    const { t } = createTranslator('en', en);
    expect(notificationText(t, item(12, { data: { id: 12, type: 'order', status: 'on_a_way' } }))).toEqual({ title: 'Order #12', body: 'New status: On the way' });
    expect(notificationText(t, item(12, { data: { status: 'gone' } }))).toEqual({ title: '12', body: 'Your order #12 was accepted' });
    expect(notificationText(t, item(7, { type: 'news_publish', title: 'Free delivery', body: 'All weekend', order: null }))).toEqual({ title: 'Free delivery', body: 'All weekend' });
    expect(notificationText(t, item(8, { type: 'transaction', title: 'Ana', body: 'Ana sent you money', order: null, data: { id: 3, type: 'wallet_transfer', status: 'paid', name: 'Ana' } })))
      .toEqual({ title: 'Money received', body: 'Ana sent you money: it is in your wallet' });
    expect(notificationText(t, item(9, { type: 'new_user_by_referral', title: 'Luis', body: 'x', order: null, data: { id: 4, type: 'referral', status: 'paid', name: 'Luis' } })))
      .toEqual({ title: 'Referral reward', body: 'Luis received their first order: your referral reward is in your wallet' });
  });

  it('dates as DD.MM.YYYY, HH:mm in the given time zone', () => {
    expect(notificationDate('2026-11-25T09:05:00.000Z', 'UTC')).toBe('25.11.2026, 09:05');
    expect(notificationDate('2026-11-25T03:05:00.000Z', 'America/Bogota')).toBe('24.11.2026, 22:05');
    expect(notificationDate('2026-01-02T00:00:00.000Z')).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });
});
