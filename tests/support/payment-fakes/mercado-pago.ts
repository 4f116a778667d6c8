import type { FakeDefinition } from './harness';

/** Fake MercadoPago — NOT BUILT YET (issue #20): replaced by the real fake. */
export const mercadoPagoFake: FakeDefinition = {
  tag: 'mercado-pago',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('mercado-pago fake not built yet');
  },
};
