import type { FlutterwaveConfig } from '../config';
import type { PaymentProvider } from './types';

/** Flutterwave adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createFlutterwaveProvider(config: FlutterwaveConfig): PaymentProvider {
  void config;
  throw new Error('flutterWave adapter not built yet');
}
