import { data } from 'react-router';
import type { Envelope } from '../../../contract/http';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { requireSession } from '../auth/require-session';
import { checkSend } from './send-form';
import { topUpAction } from './top-up-action';
import type { WalletMessage } from './wallet-messages';
import type { WalletHistory, WalletSent } from './wallet-types';

/** W4 `dashboard/user/wallet/send`. */
const SEND = 'dashboard/user/wallet/send';

type Field = 'price' | 'uuid' | 'note' | 'form';

/** What the send dialog gets back: the amount sent (for the toast), or the refusal per field. */
export type WalletActionData =
  | { ok: true; sent: { price: number; history: WalletHistory | null } }
  | { ok: false; errors: Partial<Record<Field, WalletMessage>> };

const refused = (errors: Partial<Record<Field, WalletMessage>>, status = 422) => data<WalletActionData>({ ok: false, errors }, { status });

/**
 * The /wallet action (issue #17): `intent=send` posts W4 on the server, in the chosen currency,
 * so the server decides the balance, the recipient and the rules; the loaders (balance, history)
 * run again after it. A refusal comes back per field (`price`, `uuid`) or for the whole form.
 * `intent=topup` (issue #20) goes to an online provider: top-up-action.ts.
 */
export async function walletAction(request: Request, context: StorefrontContext) {
  const { api, prefs } = requireSession(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'topup') return topUpAction(api, form, Number(form.get('currency_id')) || prefs.currencyId);
  if (form.get('intent') !== 'send') return refused({ form: { key: 'account.genericError' } }, 400);
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 1000);
  const checked = checkSend({ price: text('price'), uuid: text('uuid'), note: text('note') });
  if (!checked.ok) {
    const errors: Partial<Record<Field, WalletMessage>> = {};
    for (const [field, key] of Object.entries(checked.errors)) errors[field as Field] = { key };
    return refused(errors);
  }
  const currency = Number(form.get('currency_id')) || prefs.currencyId;
  try {
    const body = { ...checked.value, ...(currency ? { currency_id: currency } : {}) };
    const answer = await api.post<Envelope<WalletSent>>(SEND, body);
    return data<WalletActionData>({ ok: true, sent: { price: checked.value.price, history: answer.data.history } });
  } catch (error) {
    if (!(error instanceof ApiResponseError)) throw error;
    const errors: Partial<Record<Field, WalletMessage>> = {};
    for (const [field, messages] of Object.entries(error.data?.params ?? {})) {
      const first = messages[0];
      const name: Field = field === 'price' || field === 'uuid' || field === 'note' ? field : 'form';
      if (first && !errors[name]) errors[name] = { message: first, status: error.status };
    }
    if (!Object.keys(errors).length) errors.form = { message: error.data?.message ?? '', status: error.status };
    return refused(errors, error.status === 429 || error.status >= 500 ? error.status : 422);
  }
}
