import type { RazorpayConfig } from '../config';
import type { PaymentProvider } from './types';

/** Razorpay adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  void config;
  throw new Error('razorpay adapter not built yet');
}
