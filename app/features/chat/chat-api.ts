import type { ChatMessage, ChatRoom } from '../../../contract/chat';
import type { Envelope, Paginated } from '../../../contract/http';
import type { ApiClient } from '../../lib/api/client';

/** The chat calls of contract/chat.ts, one line each (paths as in the contract). */
export const chatApi = {
  /** My rooms (operators: every support room), newest activity first, with unread counts. */
  rooms: (api: ApiClient, perPage = 50) => api.get<Paginated<ChatRoom>>('dashboard/chats', { perPage }),
  /** The customer's support room, made on first use. */
  openSupport: (api: ApiClient) => api.post<Envelope<ChatRoom>>('dashboard/chats/support'),
  /** One page of history: page 1 is the newest; each page is oldest → newest. */
  history: (api: ApiClient, roomId: number, page: number, perPage: number) =>
    api.get<Paginated<ChatMessage>>(`dashboard/chats/${roomId}/messages`, { page, perPage }),
  send: (api: ApiClient, roomId: number, text: string) => api.post<Envelope<ChatMessage>>(`dashboard/chats/${roomId}/messages`, { text }),
  markRead: (api: ApiClient, roomId: number) => api.post<Envelope<{ message_id: number }>>(`dashboard/chats/${roomId}/read`),
};
