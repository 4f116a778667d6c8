import type { Envelope } from '../../../contract/http';
import type { Payment } from '../../../contract/payments';
import type { ProfileUser } from '../../../contract/profile';
import type { StorefrontContext } from '../../../contract/transport';
import { readChosenAddress } from '../address/chosen-address';
import { requireSession } from '../auth/require-session';
import { parcelEndpoints } from './api';
import { PARCEL_INITIAL_TIME, parcelDates, parcelSlots } from './parcel-form';
import { requireParcels } from './parcels-enabled';

/** Parcels are paid in cash or from the wallet for now (external providers await issue #20). */
const PARCEL_PAYMENTS = new Set(['cash', 'wallet']);

/**
 * What /parcel-checkout shows: the parcel types (PC1), the sender's defaults from the profile
 * (PR1: name, phone, wallet), the chosen delivery address as the pickup pin's start, the payment
 * methods (PAY4, cash and wallet), the date window (tomorrow by default, 30 days ahead) and a
 * fresh idempotency key for this visit. Sign-in only; the not-found page while parcels are off.
 */
export async function loadParcelCheckout(request: Request, context: StorefrontContext) {
  const settings = await requireParcels(request, context);
  const { api, prefs } = requireSession(request, context);
  const currency = prefs.currencyId ? { currency_id: prefs.currencyId } : {};
  const [{ data: types }, { data: profile }, payments] = await Promise.all([
    parcelEndpoints.types(api),
    api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', currency),
    api.get<Envelope<Payment[]>>('rest/payments').then((answer) => answer.data, () => [] as Payment[]),
  ]);
  const chosen = readChosenAddress(prefs.address, settings);
  return {
    types,
    sender: {
      name: [profile.firstname, profile.lastname].filter(Boolean).join(' '),
      phone: profile.phone ?? '',
    },
    start: { address: chosen.address, location: chosen.location },
    payments: payments.filter((p) => PARCEL_PAYMENTS.has(p.tag)),
    wallet: profile.wallet,
    dates: parcelDates(new Date()),
    time: PARCEL_INITIAL_TIME,
    slots: parcelSlots,
    key: crypto.randomUUID(),
    currencyId: prefs.currencyId ?? null,
  };
}

export type ParcelCheckoutPage = Awaited<ReturnType<typeof loadParcelCheckout>>;
