import type { MercadoPagoConfig } from '../config';
import type { PaymentProvider } from './types';

/** MercadoPago adapter — NOT BUILT YET (issue #20): replaced by the real adapter. */
export function createMercadoPagoProvider(config: MercadoPagoConfig): PaymentProvider {
  void config;
  throw new Error('mercado-pago adapter not built yet');
}
