import { Hono } from 'hono';
import { addressBody, addressDeleteQuery, addressIdParam, addressListQuery } from '../../../contract/addresses';
import type { Database } from '../../db/client';
import { readParams, readQuery } from '../../http/input';
import { ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import { createAddressService } from './service';

/**
 * The customer's saved addresses, AD1–AD5 of contract §2.14. Mounted after `requireUser` guards
 * `dashboard/*` (server/app.ts): the session names the owner; another user's address is a 404.
 */
export function addressRoutes(db: Database) {
  const addresses = createAddressService(db);
  return (
    new Hono<AuthedEnv>()
      // AD1: paginated (§1.5 says a paginated body reads as `data[]` too).
      .get('/dashboard/user/addresses', async (c) => {
        const { page, perPage } = readQuery(c, addressListQuery);
        const { rows, total } = await addresses.list(c.var.session.userId, page, perPage);
        return paginated(c, rows, { page, perPage, total }, 'none');
      })
      // AD5 (before `:id` so `delete` is never read as an id).
      .delete('/dashboard/user/addresses/delete', async (c) => {
        const { ids } = await readInput(c, addressDeleteQuery);
        return ok(c, { ids: await addresses.remove(c.var.session.userId, ids) });
      })
      // AD2
      .post('/dashboard/user/addresses', async (c) => {
        const body = await readInput(c, addressBody);
        return ok(c, await addresses.create(c.var.session.userId, body));
      })
      // AD3
      .put('/dashboard/user/addresses/:id', async (c) => {
        const { id } = readParams(c, addressIdParam);
        const body = await readInput(c, addressBody);
        return ok(c, await addresses.update(c.var.session.userId, id, body));
      })
      // AD4
      .post('/dashboard/user/address/set-active/:id', async (c) => {
        const { id } = readParams(c, addressIdParam);
        return ok(c, await addresses.setActive(c.var.session.userId, id));
      })
  );
}
