import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '../../../contract/chat';
import { isChatOperator } from './chat-operator';
import { mergeMessages, personName, roomsRead, roomsWithMessage, sortRooms, totalUnread } from './chat-state';

const msg = (id: number, at: string, sender = 1, chat = 10): ChatMessage => ({
  id,
  chat_id: chat,
  sender_id: sender,
  text: `m${id}`,
  created_at: `2026-11-26T${at}:00.000Z`,
});
const room = (id: number, unread: number, last: ChatMessage | null, created = '2026-11-20T08:00:00.000Z'): ChatRoom => ({
  id,
  type: 'support',
  role_id: 'admin',
  user: { id: id * 100, firstname: 'Ana', lastname: null, img: null },
  created_at: created,
  last_message: last,
  unread,
});
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('mergeMessages', () => {
  it('folds pages and live messages into one list in created_at order, without duplicates', () => {
    const newest = [msg(4, '08:04'), msg(5, '08:05')];
    const older = [msg(2, '08:02'), msg(3, '08:03'), msg(4, '08:04')];
    const live = [msg(6, '08:06'), msg(5, '08:05')];
    expect(ids(mergeMessages(mergeMessages(newest, live), older))).toEqual([2, 3, 4, 5, 6]);
  });

  it('orders by created_at, the id breaking ties, whatever order they arrived in', () => {
    const list = mergeMessages([], [msg(9, '08:10'), msg(7, '08:01'), msg(8, '08:01')]);
    expect(ids(list)).toEqual([7, 8, 9]);
  });

  it('keeps the newer copy of a message and the same list when nothing came', () => {
    const current = [msg(1, '08:00')];
    expect(mergeMessages(current, [])).toBe(current);
    expect(mergeMessages(current, [{ ...msg(1, '08:00'), text: 'edited' }])[0]!.text).toBe('edited');
  });
});

describe('the room list', () => {
  const rooms = sortRooms([room(1, 0, msg(1, '08:00', 100, 1)), room(2, 2, msg(2, '09:00', 200, 2)), room(3, 0, null)]);

  it('puts the newest activity first (a room without messages by when it was opened)', () => {
    expect(ids(rooms)).toEqual([2, 1, 3]);
    expect(totalUnread(rooms)).toBe(2);
  });

  it('moves a room with a new message to the top and counts it unread, unless I wrote it or read that room', () => {
    const fromCustomer = msg(3, '10:00', 100, 1);
    const bumped = roomsWithMessage(rooms, fromCustomer, { me: 7, reading: null })!;
    expect(ids(bumped)).toEqual([1, 2, 3]);
    expect(bumped[0]).toMatchObject({ unread: 1, last_message: { id: 3 } });
    expect(roomsWithMessage(rooms, { ...fromCustomer, sender_id: 7 }, { me: 7, reading: null })![0]!.unread).toBe(0);
    expect(roomsWithMessage(rooms, fromCustomer, { me: 7, reading: 1 })![0]!.unread).toBe(0);
  });

  it('counts a message once (the push of one already seen changes nothing) and asks for a reload for an unknown room', () => {
    const once = roomsWithMessage(rooms, msg(3, '10:00', 100, 1), { me: 7, reading: null })!;
    expect(roomsWithMessage(once, msg(3, '10:00', 100, 1), { me: 7, reading: null })).toBe(once);
    expect(roomsWithMessage(rooms, msg(4, '10:00', 100, 99), { me: 7, reading: null })).toBeNull();
  });

  it('clears a read room', () => {
    expect(totalUnread(roomsRead(rooms, 2))).toBe(0);
  });
});

describe('people and roles', () => {
  it('names a customer, or falls back', () => {
    expect(personName({ firstname: 'Ana', lastname: 'Gómez' }, 'Customer')).toBe('Ana Gómez');
    expect(personName({ firstname: null, lastname: null }, 'Customer')).toBe('Customer');
  });

  it('treats accounts of the support role (setting chat_role_id, default admin) as operators', () => {
    expect(isChatOperator('admin', {})).toBe(true);
    expect(isChatOperator('user', {})).toBe(false);
    expect(isChatOperator('admin', { chat_role_id: 'support' })).toBe(false);
    expect(isChatOperator('support', { chat_role_id: 'support' })).toBe(true);
    expect(isChatOperator('', {})).toBe(false);
  });
});
