import type { ProviderTag } from '../../../contract/payments';
import { stripeFake } from './stripe';
import { razorpayFake } from './razorpay';
import { paystackFake } from './paystack';
import { moyasarFake } from './moyasar';
import { paytabsFake } from './paytabs';
import { mercadoPagoFake } from './mercado-pago';
import { flutterwaveFake } from './flutterwave';
import { paypalFake } from './paypal';
import { type FakeDefinition, type FakeOptions, type ProviderFake, startFake } from './harness';

export type { FakeCheckout, ProviderFake, WebhookOptions } from './harness';

/** Every provider's fake, by payment tag. */
export const FAKE_DEFINITIONS: Record<ProviderTag, FakeDefinition> = {
  stripe: stripeFake,
  razorpay: razorpayFake,
  paystack: paystackFake,
  moyasar: moyasarFake,
  paytabs: paytabsFake,
  'mercado-pago': mercadoPagoFake,
  flutterWave: flutterwaveFake,
  paypal: paypalFake,
};

export function startProviderFake(tag: ProviderTag, options: FakeOptions = {}): Promise<ProviderFake> {
  return startFake(FAKE_DEFINITIONS[tag], options);
}
