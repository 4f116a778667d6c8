import type { FakeDefinition } from './harness';

/** Fake Paystack — NOT BUILT YET (issue #20): replaced by the real fake. */
export const paystackFake: FakeDefinition = {
  tag: 'paystack',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('paystack fake not built yet');
  },
};
