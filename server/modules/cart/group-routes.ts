import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  groupJoinBody, guestCartQuery, guestInsertBody, guestLeaveQuery, guestProductDeleteBody, guestStatusBody,
} from '../../../contract/cart';
import { readParams, readQuery } from '../../http/input';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/types';
import { readInput } from '../auth/input';
import { clientIp } from '../auth/client-ip';
import type { GroupService } from './group-service';
import type { CartRequest } from './service';

/**
 * The group members' side of group orders, GC1–GC6 of contract §2.7: public (`rest/cart/*`, no
 * session needed; a token sent along is ignored, so a signed-in member is a member like any
 * other). Who asks is the member uuid with the group's cart id, checked by group-service.ts on
 * every call. Bodies are JSON (DELETE included); every query-string style of §1.2 is read too.
 */
const cartIdParam = z.object({ cartId: z.coerce.number<string>().int().min(1).max(2_147_483_647) });
const memberParam = z.object({ memberUuid: z.guid({ error: 'Not a member id' }) });

export function groupCartRoutes(group: GroupService, options: { trustProxyHops: number }) {
  const request = (c: Context<AppEnv>, currencyId: number | undefined): CartRequest => ({
    lang: c.var.lang,
    imageUrl: c.var.imageUrl,
    currencyId,
  });

  return (
    new Hono<AppEnv>()
      // GC1
      .post('/rest/cart/open', async (c) => {
        const body = await readInput(c, groupJoinBody);
        return ok(c, await group.join(body, clientIp(c, options.trustProxyHops)));
      })
      // GC3
      .post('/rest/cart/insert-product', async (c) => {
        const body = await readInput(c, guestInsertBody);
        return ok(c, await group.insert(body, request(c, body.currency_id)));
      })
      // GC4: answers the group as it is now (clients refetch GC2 anyway).
      .delete('/rest/cart/product/delete', async (c) => {
        const body = await readInput(c, guestProductDeleteBody);
        return ok(c, await group.removeLines(body, request(c, body.currency_id)));
      })
      // GC5
      .post('/rest/cart/status/:memberUuid', async (c) => {
        const { memberUuid } = readParams(c, memberParam);
        const { cart_id } = await readInput(c, guestStatusBody);
        return ok(c, await group.toggleStatus(memberUuid.toLowerCase(), cart_id));
      })
      // GC6
      .delete('/rest/cart/member/delete', async (c) => {
        const query = await readInput(c, guestLeaveQuery);
        return ok(c, { ids: await group.leave(query) });
      })
      // GC2 (after the fixed paths above: `open`, `status`… are never a cart id)
      .get('/rest/cart/:cartId', async (c) => {
        const { cartId } = readParams(c, cartIdParam);
        const q = readQuery(c, guestCartQuery);
        return ok(c, await group.show(cartId, q.user_cart_uuid, q.shop_id, request(c, q.currency_id)));
      })
  );
}
