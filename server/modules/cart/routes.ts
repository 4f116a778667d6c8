import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  cartDeleteBody, cartInsertBody, cartOpenBody, cartProductDeleteBody, cartQuery, memberDeleteQuery, type CartDeleted,
} from '../../../contract/cart';
import type { Database } from '../../db/client';
import { readParams, readQuery } from '../../http/input';
import { ok } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import type { I18nService } from '../i18n/service';
import type { GroupService } from './group-service';
import { createCartService, type CartRequest } from './service';

/**
 * The signed-in customer's cart, CT1–CT5 of contract §2.6. Mounted after `requireUser` guards
 * `dashboard/*` (server/app.ts): the session names the cart's owner, never the request. Bodies
 * are JSON (DELETE included); every query-string style of §1.2 is read as well (`readInput`).
 * CT1 answers 404 when the customer has no cart (the contract); with `allow_none=1` (a Comanda
 * extension the storefront sends, issue #23) it answers 200 with `data: null` instead, so a
 * browser asking for the header's count on every signed-in page logs no failed request.
 * CT6–CT7 (the owner's side of group orders) are group-service.ts's; the members' GC1–GC6 are
 * group-routes.ts. CT4 on a group cart ends the group for every member.
 * Not yet: lines whose product was switched off after adding stay in the cart and its total (O2
 * refuses them); bonus rows are never written.
 */
const cartIdParam = z.object({ cartId: z.coerce.number<string>().int().min(1).max(2_147_483_647) });

export function cartRoutes(db: Database, i18n: I18nService, group: GroupService) {
  const cart = createCartService({ db, i18n });
  const request = (c: Context<AuthedEnv>, currencyId: number | undefined): CartRequest => ({
    lang: c.var.lang,
    imageUrl: c.var.imageUrl,
    currencyId,
  });
  const owner = (c: Context<AuthedEnv>) => c.var.session.userId;

  return (
    new Hono<AuthedEnv>()
      // CT1
      .get('/dashboard/user/cart', async (c) => {
        const { currency_id, allow_none } = readQuery(c, cartQuery);
        if (allow_none) return ok(c, await cart.showOrNone(owner(c), request(c, currency_id)));
        return ok(c, await cart.show(owner(c), request(c, currency_id)));
      })
      // CT2
      .post('/dashboard/user/cart/insert-product', async (c) => {
        const body = await readInput(c, cartInsertBody);
        return ok(c, await cart.insert(owner(c), body, request(c, body.currency_id)));
      })
      // CT5
      .post('/dashboard/user/cart/open', async (c) => {
        const body = await readInput(c, cartOpenBody);
        return ok(c, await cart.open(owner(c), body, request(c, body.currency_id)));
      })
      // CT3: answers the cart as it is now (the contract's clients refetch it with CT1 anyway).
      .delete('/dashboard/user/cart/product/delete', async (c) => {
        const body = await readInput(c, cartProductDeleteBody);
        return ok(c, await cart.removeLines(owner(c), body, request(c, body.currency_id)));
      })
      // CT4
      .delete('/dashboard/user/cart/delete', async (c) => {
        const { ids } = await readInput(c, cartDeleteBody);
        const answer: CartDeleted = { ids: await cart.deleteCarts(owner(c), ids) };
        return ok(c, answer);
      })
      // CT6: answers the whole Cart (`data.id`, `data.owner_id`, `data.group` among it).
      .post('/dashboard/user/cart/set-group/:cartId', async (c) => {
        const { cartId } = readParams(c, cartIdParam);
        const { currency_id } = readQuery(c, cartQuery);
        return ok(c, await group.setGroup(owner(c), cartId, request(c, currency_id)));
      })
      // CT7
      .delete('/dashboard/user/cart/member/delete', async (c) => {
        const query = await readInput(c, memberDeleteQuery);
        return ok(c, { ids: await group.kick(owner(c), query) });
      })
  );
}
