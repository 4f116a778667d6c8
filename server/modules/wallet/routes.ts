import { Hono } from 'hono';
import { searchSendingQuery, walletCreditBody, walletHistoryQuery, walletSendBody } from '../../../contract/wallet-api';
import { readQuery } from '../../http/input';
import { num, ok, paginated } from '../../http/respond';
import { readInput } from '../auth/input';
import type { AuthedEnv } from '../auth/require-user';
import { historyView } from './history';
import type { WalletService } from './service';

/**
 * W1, W3, W4 (contract §2.12): the signed-in customer's wallet. Mounted behind `requireUser`; every
 * call reads and moves only the session's own wallet.
 */
export function walletRoutes(wallet: WalletService) {
  return (
    new Hono<AuthedEnv>()
      .get('/dashboard/user/wallet/histories', async (c) => {
        const q = readQuery(c, walletHistoryQuery);
        const [money, { rows, total }] = await Promise.all([wallet.converter(q.currency_id), wallet.history(c.var.session.userId, q)]);
        return paginated(c, rows.map((r) => historyView(r, money, c.var.imageUrl)), { page: q.page, perPage: q.perPage, total }, 'none');
      })
      .get('/dashboard/user/search-sending', async (c) => {
        const q = readQuery(c, searchSendingQuery);
        const { rows, total } = await wallet.search(c.var.session.userId, q.search, q);
        const data = rows.map((r) => ({ uuid: r.uuid, firstname: r.firstname, lastname: r.lastname, img: c.var.imageUrl(r.img) }));
        return paginated(c, data, { page: q.page, perPage: q.perPage, total }, 'none');
      })
      .post('/dashboard/user/wallet/send', async (c) => {
        const body = await readInput(c, walletSendBody);
        const sent = await wallet.send(c.var.session.userId, body);
        const [row] = await wallet.historyRows([sent.historyId]);
        return ok(c, { balance: num(sent.money.convert(sent.balance)), history: historyView(row!, sent.money, c.var.imageUrl) });
      })
  );
}

/** `POST dashboard/admin/wallets/credit`: mounted after `requireOperator` (server/app.ts). */
export function walletOperatorRoutes(wallet: WalletService) {
  return new Hono<AuthedEnv>().post('/dashboard/admin/wallets/credit', async (c) => {
    const body = await readInput(c, walletCreditBody);
    const { balance } = await wallet.credit(c.var.session.userId, body);
    return ok(c, { balance: num(balance) });
  });
}
