import type { Envelope } from '../../../contract/http';
import type { ProfileUser } from '../../../contract/profile';
import type { StorefrontContext } from '../../../contract/transport';
import { readChosenAddress } from '../address/chosen-address';
import { requireSession } from '../auth/require-session';
import { paymentEndpoints } from '../payments/api';
import { checkoutMethods } from '../payments/payment-methods';
import { parcelEndpoints } from './api';
import { PARCEL_INITIAL_TIME, parcelDates, parcelSlots } from './parcel-form';
import { requireParcels } from './parcels-enabled';

/**
 * What /parcel-checkout shows: the parcel types (PC1), the sender's defaults from the profile
 * (PR1: name, phone, wallet), the chosen delivery address as the pickup pin's start, the payment
 * methods (PAY4: cash, the wallet and the online providers the server has configured, issue #20), the date window (tomorrow by default, 30 days ahead) and a
 * fresh idempotency key for this visit. Sign-in only; the not-found page while parcels are off.
 */
export async function loadParcelCheckout(request: Request, context: StorefrontContext) {
  const settings = await requireParcels(request, context);
  const { api, prefs } = requireSession(request, context);
  const currency = prefs.currencyId ? { currency_id: prefs.currencyId } : {};
  const [{ data: types }, { data: profile }, payments] = await Promise.all([
    parcelEndpoints.types(api),
    api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', currency),
    paymentEndpoints.list(api).then((answer) => answer.data, () => []),
  ]);
  const chosen = readChosenAddress(prefs.address, settings);
  return {
    types,
    sender: {
      name: [profile.firstname, profile.lastname].filter(Boolean).join(' '),
      phone: profile.phone ?? '',
    },
    start: { address: chosen.address, location: chosen.location },
    payments: checkoutMethods(payments),
    wallet: profile.wallet,
    dates: parcelDates(new Date()),
    time: PARCEL_INITIAL_TIME,
    slots: parcelSlots,
    key: crypto.randomUUID(),
    currencyId: prefs.currencyId ?? null,
  };
}

export type ParcelCheckoutPage = Awaited<ReturnType<typeof loadParcelCheckout>>;
