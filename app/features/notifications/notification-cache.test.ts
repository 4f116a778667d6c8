import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationStatistics } from '../../../contract/notifications';
import { countsAfterRead, countsAfterReadAll, listKey, markListsRead, prependToLists } from './notification-cache';
import type { NotificationPage } from './notification-list';
import { isOrderPage } from './use-order-status-toast';

const item = (id: number, type: Notification['type'] = 'status_changed'): Notification => ({
  id, type, title: String(id), body: '', read_at: null, created_at: '2026-11-25T09:05:00.000Z', user_id: 1, client: null,
  order: { id }, blog: null, data: null,
});
const pages = (...ids: number[]) => ({
  pages: [{ data: ids.map((id) => item(id)), meta: { current_page: 1, last_page: 1, per_page: 5, total: ids.length, from: 1, to: ids.length, path: '' } }],
  pageParams: [1],
});
const ids = (client: QueryClient, tab: 'all' | 'news' | 'orders') =>
  client.getQueryData<{ pages: NotificationPage[] }>(listKey('en', tab))?.pages[0]?.data.map((n) => `${n.id}${n.read_at ? 'r' : ''}`);

describe('the cached lists', () => {
  it('take a push on top of the tabs it belongs to, and a read in every tab', () => {
    const client = new QueryClient();
    client.setQueryData(listKey('en', 'all'), pages(2, 1));
    client.setQueryData(listKey('en', 'orders'), pages(2, 1));
    client.setQueryData(listKey('en', 'news'), pages());
    prependToLists(client, item(3), ['all', 'orders']);
    expect([ids(client, 'all'), ids(client, 'orders'), ids(client, 'news')]).toEqual([['3', '2', '1'], ['3', '2', '1'], []]);
    markListsRead(client, 2, 'now');
    expect([ids(client, 'all'), ids(client, 'orders')]).toEqual([['3', '2r', '1'], ['3', '2r', '1']]);
    markListsRead(client, 'all', 'now');
    expect(ids(client, 'all')).toEqual(['3r', '2r', '1r']);
  });
});

describe('the counts after reading', () => {
  const stats = { notification: 3, status_changed: 2, news_publish: 1, order_refunded: 0 } as NotificationStatistics;
  it('drop by one for the opened item and its type, never below 0; to 0 for "mark all as read"', () => {
    expect(countsAfterRead(stats, 'news_publish')).toMatchObject({ notification: 2, news_publish: 0, status_changed: 2 });
    expect(countsAfterRead(stats, 'order_refunded')).toMatchObject({ notification: 2, order_refunded: 0 });
    expect(Object.values(countsAfterReadAll(stats)).every((n) => n === 0)).toBe(true);
  });
});

describe('the status toast', () => {
  it('stays away from the page of the very order', () => {
    expect(isOrderPage('/orders/12', 12)).toBe(true);
    expect(isOrderPage('/orders/12/', 12)).toBe(true);
    expect(isOrderPage('/orders/123', 12)).toBe(false);
    expect(isOrderPage('/orders', 12)).toBe(false);
  });
});
