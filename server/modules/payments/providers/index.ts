import type { ProviderTag } from '../../../../contract/payments';
import type { ProvidersConfig } from '../config';
import { createStripeProvider } from './stripe';
import { createRazorpayProvider } from './razorpay';
import { createPaystackProvider } from './paystack';
import { createMoyasarProvider } from './moyasar';
import { createPaytabsProvider } from './paytabs';
import { createMercadoPagoProvider } from './mercado-pago';
import { createFlutterwaveProvider } from './flutterwave';
import { createPaypalProvider } from './paypal';
import type { PaymentProvider } from './types';

/** The adapters of the configured providers (keys set); the others are not offered. */
export function createProviders(config: ProvidersConfig): Map<ProviderTag, PaymentProvider> {
  const out = new Map<ProviderTag, PaymentProvider>();
  if (config.stripe) out.set('stripe', createStripeProvider(config.stripe));
  if (config.razorpay) out.set('razorpay', createRazorpayProvider(config.razorpay));
  if (config.paystack) out.set('paystack', createPaystackProvider(config.paystack));
  if (config.moyasar) out.set('moyasar', createMoyasarProvider(config.moyasar));
  if (config.paytabs) out.set('paytabs', createPaytabsProvider(config.paytabs));
  if (config['mercado-pago']) out.set('mercado-pago', createMercadoPagoProvider(config['mercado-pago']));
  if (config.flutterWave) out.set('flutterWave', createFlutterwaveProvider(config.flutterWave));
  if (config.paypal) out.set('paypal', createPaypalProvider(config.paypal));
  return out;
}
