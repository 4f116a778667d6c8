import type { Envelope, Paginated } from '../../../contract/http';
import type { ProfileUser } from '../../../contract/profile';
import type { StorefrontContext } from '../../../contract/transport';
import { pageNumber } from '../../lib/api/route-errors';
import { loadPresentation } from '../../lib/load-presentation';
import { requireSession } from '../auth/require-session';
import { paymentEndpoints } from '../payments/api';
import { topUpMethods } from '../payments/payment-methods';
import type { WalletHistory } from './wallet-types';

/** Movements per page of the history. */
export const HISTORY_PER_PAGE = 10;

/**
 * Everything /wallet shows (issue #17), for the signed-in customer in the chosen currency: the
 * balance (PR1 `wallet`), one page of the history (W1, newest first; a page past the end is a
 * 404), and the providers a top-up can be paid with (issue #20: PAY4's online providers, which
 * the server lists only when configured; never cash or the wallet itself). PAY4 whatever
 * `payment_type` says: a wallet, like a parcel, belongs to no shop.
 */
export async function loadWallet(request: Request, context: StorefrontContext) {
  const { api, prefs } = requireSession(request, context);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const currency = prefs.currencyId ? { currency_id: prefs.currencyId } : {};
  const [presentation, { data: profile }, history, payments] = await Promise.all([
    loadPresentation(api, prefs),
    api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', currency),
    api.get<Paginated<WalletHistory>>('dashboard/user/wallet/histories', { page, perPage: HISTORY_PER_PAGE, ...currency }),
    paymentEndpoints.list(api).then((r) => r.data, () => []),
  ]);
  if (page > 1 && page > history.meta.last_page) throw new Response(null, { status: 404 });
  return {
    balance: profile.wallet?.price ?? 0,
    currency: presentation.currency ? { id: presentation.currency.id, symbol: presentation.currency.symbol, position: presentation.currency.position } : null,
    history: history.data,
    page: history.meta.current_page,
    lastPage: history.meta.last_page,
    topUpMethods: topUpMethods(payments),
  };
}

export type WalletPageData = Awaited<ReturnType<typeof loadWallet>>;
