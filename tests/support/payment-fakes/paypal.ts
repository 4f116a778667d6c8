import type { FakeDefinition } from './harness';

/** Fake Paypal — NOT BUILT YET (issue #20): replaced by the real fake. */
export const paypalFake: FakeDefinition = {
  tag: 'paypal',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('paypal fake not built yet');
  },
};
