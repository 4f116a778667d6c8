import { useSyncExternalStore } from 'react';
import type { ChatMessage, ChatRoom } from '../../../contract/chat';
import type { ApiClient } from '../../lib/api/client';
import { chatApi } from './chat-api';
import { roomsRead, roomsWithMessage, sortRooms } from './chat-state';

/**
 * The signed-in user's chat rooms with their unread counts, shared by the floating button (its
 * badge: the sum) and the widget (the operators' list). One `GET dashboard/chats` after
 * hydration, then kept current by the live channel (ChatButton subscribes) and reloaded on
 * `resync`. `reading` is the room open on screen: its new messages are read, not unread.
 */
type State = { rooms: ChatRoom[]; loaded: boolean; reading: number | null };

let state: State = { rooms: [], loaded: false, reading: null };
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const getRooms = () => state;

export function useRooms<T>(select: (s: State) => T): T {
  return useSyncExternalStore(subscribe, () => select(state), () => select(state));
}

let loading: Promise<void> | null = null;
/** Asks the server for the rooms (at most one request at a time); failures keep what is shown. */
export function loadRooms(api: ApiClient): Promise<void> {
  loading ??= chatApi
    .rooms(api)
    .then((page) => set({ rooms: sortRooms(page.data), loaded: true }))
    .catch(() => set({ loaded: true }))
    .finally(() => (loading = null));
  return loading;
}

/** A room the widget opened (the customer's support room) joins or refreshes the list. */
export function putRoom(room: ChatRoom): void {
  set({ rooms: sortRooms([room, ...state.rooms.filter((r) => r.id !== room.id)]) });
}

/** A pushed message; a room not in the list yet (a new conversation) reloads the list. */
export function roomMessage(api: ApiClient, message: ChatMessage, me: number): void {
  const next = roomsWithMessage(state.rooms, message, { me, reading: state.reading });
  if (next) set({ rooms: next });
  else void loadRooms(api);
}

/** I read `roomId` (here or in another tab). */
export function roomRead(roomId: number): void {
  set({ rooms: roomsRead(state.rooms, roomId) });
}

/** The session ended (the button unmounts): the next user starts from nothing. */
export function forgetRooms(): void {
  set({ rooms: [], loaded: false, reading: null });
}

export function setReading(roomId: number | null): void {
  if (state.reading !== roomId) set({ reading: roomId });
  if (roomId !== null) roomRead(roomId);
}
