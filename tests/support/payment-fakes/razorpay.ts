import type { FakeDefinition } from './harness';

/** Fake Razorpay — NOT BUILT YET (issue #20): replaced by the real fake. */
export const razorpayFake: FakeDefinition = {
  tag: 'razorpay',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('razorpay fake not built yet');
  },
};
