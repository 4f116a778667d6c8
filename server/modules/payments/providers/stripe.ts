import type { StripeConfig } from '../config';
import type { PaymentProvider } from './types';

/** Stripe adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  void config;
  throw new Error('stripe adapter not built yet');
}
