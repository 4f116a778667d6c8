import type { PaypalConfig } from '../config';
import type { PaymentProvider } from './types';

/** Paypal adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createPaypalProvider(config: PaypalConfig): PaymentProvider {
  void config;
  throw new Error('paypal adapter not built yet');
}
