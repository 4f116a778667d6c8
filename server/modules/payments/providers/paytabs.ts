import type { PaytabsConfig } from '../config';
import type { PaymentProvider } from './types';

/** Paytabs adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createPaytabsProvider(config: PaytabsConfig): PaymentProvider {
  void config;
  throw new Error('paytabs adapter not built yet');
}
