import type { Envelope, Paginated } from '../../../contract/http';
import type { Payment } from '../../../contract/payments';
import type { ProfileUser } from '../../../contract/profile';
import type { StorefrontContext } from '../../../contract/transport';
import { pageNumber } from '../../lib/api/route-errors';
import { loadPresentation } from '../../lib/load-presentation';
import { requireSession } from '../auth/require-session';
import type { WalletHistory } from './wallet-types';

/** Movements per page of the history. */
export const HISTORY_PER_PAGE = 10;

/** Payment tags a top-up can never use (contract W2): cash on delivery, and the wallet itself. */
const NOT_FOR_TOP_UP = new Set(['cash', 'wallet']);

/**
 * Everything /wallet shows (issue #17), for the signed-in customer in the chosen currency: the
 * balance (PR1 `wallet`), one page of the history (W1, newest first; a page past the end is a
 * 404), and the payment methods a top-up could use (PAY4 when `payment_type` is `admin`; a
 * marketplace whose shops choose their own methods has none that applies to a wallet).
 */
export async function loadWallet(request: Request, context: StorefrontContext) {
  const { api, prefs } = requireSession(request, context);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const currency = prefs.currencyId ? { currency_id: prefs.currencyId } : {};
  const [presentation, { data: profile }, history] = await Promise.all([
    loadPresentation(api, prefs),
    api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', currency),
    api.get<Paginated<WalletHistory>>('dashboard/user/wallet/histories', { page, perPage: HISTORY_PER_PAGE, ...currency }),
  ]);
  if (page > 1 && page > history.meta.last_page) throw new Response(null, { status: 404 });
  const adminPayments = (presentation.settings.payment_type ?? 'admin') === 'admin';
  const payments = adminPayments
    ? await api.get<Envelope<Payment[]>>('rest/payments').then((r) => r.data, () => [] as Payment[])
    : [];
  return {
    balance: profile.wallet?.price ?? 0,
    currency: presentation.currency ? { id: presentation.currency.id, symbol: presentation.currency.symbol, position: presentation.currency.position } : null,
    history: history.data,
    page: history.meta.current_page,
    lastPage: history.meta.last_page,
    topUpMethods: payments.map((p) => p.tag).filter((tag) => !NOT_FOR_TOP_UP.has(tag)),
  };
}

export type WalletPageData = Awaited<ReturnType<typeof loadWallet>>;
