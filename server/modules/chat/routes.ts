import { Hono } from 'hono';
import { chatHistoryQuery, chatRoomParams, chatSendBody } from '../../../contract/chat';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { ChatService } from './service';

/** Chat (contract/chat.ts), behind `requireUser`; the service decides who reads which room. */
export function chatRoutes(chat: ChatService) {
  return new Hono<AuthedEnv>()
    .get('/dashboard/chats', async (c) => {
      const q = readQuery(c, chatHistoryQuery);
      const { rows, total } = await chat.rooms(c.var.session.userId, q, c.var.imageUrl);
      return paginated(c, rows, { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .post('/dashboard/chats/support', async (c) => ok(c, await chat.openSupport(c.var.session.userId, c.var.imageUrl)))
    .get('/dashboard/chats/:id/messages', async (c) => {
      const { id } = readParams(c, chatRoomParams);
      const q = readQuery(c, chatHistoryQuery);
      const { rows, total } = await chat.history(c.var.session.userId, id, q);
      return paginated(c, rows, { page: q.page, perPage: q.perPage, total }, 'none');
    })
    .post('/dashboard/chats/:id/messages', async (c) => {
      const { id } = readParams(c, chatRoomParams);
      const { text } = await readInput(c, chatSendBody);
      return c.json({ status: true, timestamp: new Date().toISOString(), data: await chat.send(c.var.session.userId, id, text) }, 201);
    })
    .post('/dashboard/chats/:id/read', async (c) => {
      const { id } = readParams(c, chatRoomParams);
      return ok(c, { message_id: await chat.markRead(c.var.session.userId, id) });
    });
}
