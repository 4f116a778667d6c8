import type { PaystackConfig } from '../config';
import type { PaymentProvider } from './types';

/** Paystack adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createPaystackProvider(config: PaystackConfig): PaymentProvider {
  void config;
  throw new Error('paystack adapter not built yet');
}
