import type { MoyasarConfig } from '../config';
import type { PaymentProvider } from './types';

/** Moyasar adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createMoyasarProvider(config: MoyasarConfig): PaymentProvider {
  void config;
  throw new Error('moyasar adapter not built yet');
}
