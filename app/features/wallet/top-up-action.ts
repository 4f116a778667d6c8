import { data } from 'react-router';
import type { Envelope } from '../../../contract/http';
import { isProviderTag } from '../../../contract/payments';
import type { ProfileUser } from '../../../contract/profile';
import { walletMessages } from '../../../contract/wallet';
import type { ApiClient } from '../../lib/api/client';
import { paymentEndpoints } from '../payments/api';
import { topUpMethods } from '../payments/payment-methods';
import { redirectToProvider } from '../payments/start-checkout';
import { checkTopUp, type TopUpFields } from './top-up-form';
import type { WalletMessage } from './wallet-messages';

type TopUpField = 'total_price' | 'payment' | 'form';

/** A refused top-up: the message at its field (or the form's) and what was typed. */
export type TopUpActionData = { topUp: { errors: Partial<Record<TopUpField, WalletMessage>>; values: TopUpFields } };

/**
 * The /wallet action's `intent=topup` (issue #20, contract W2): the form's checks, a provider
 * from the server's own list (PAY4, providers only), the wallet's id from the profile (PR1), then
 * PAY3 with `wallet_id`, `total_price` and the chosen `currency_id` → a 303 to the provider's
 * hosted page. The wallet is credited only when the provider confirms (the return page says so).
 * A refusal comes back per field: the 422's `total_price` (bounds, decimals) at the amount, a
 * provider the server does not take at the choice, anything else for the whole form.
 */
export async function topUpAction(api: ApiClient, form: FormData, currencyId: number | undefined) {
  const values: TopUpFields = {
    total_price: String(form.get('total_price') ?? '').slice(0, 50),
    payment: String(form.get('payment') ?? '').slice(0, 50),
  };
  const refuse = (errors: TopUpActionData['topUp']['errors'], status = 422) => data<TopUpActionData>({ topUp: { errors, values } }, { status });
  const offered = topUpMethods(await paymentEndpoints.list(api).then((r) => r.data, () => []));
  const checked = checkTopUp(values, offered);
  if (!checked.ok) {
    const errors: TopUpActionData['topUp']['errors'] = {};
    for (const [field, key] of Object.entries(checked.errors)) errors[field as TopUpField] = { key };
    return refuse(errors);
  }
  const { tag, total_price } = checked.value;
  const { data: profile } = await api.get<Envelope<ProfileUser>>('dashboard/user/profile/show');
  if (!profile.wallet || !isProviderTag(tag)) return refuse({ form: { message: walletMessages.walletNotFound } });
  const sent = await redirectToProvider(api, tag, { wallet_id: profile.wallet.id, total_price, currency_id: currencyId });
  if (sent instanceof Response) return sent;
  const errors: TopUpActionData['topUp']['errors'] = {};
  for (const [field, messages] of Object.entries(sent.params)) {
    const name: TopUpField = field === 'total_price' ? 'total_price' : field === 'currency_id' || field === 'wallet_id' ? 'form' : 'payment';
    if (messages[0] && !errors[name]) errors[name] = { message: messages[0], status: sent.status };
  }
  if (!Object.keys(errors).length) errors[sent.status === 404 ? 'payment' : 'form'] = { message: sent.message, status: sent.status };
  return refuse(errors, sent.status === 429 || sent.status >= 500 ? sent.status : 422);
}
