import type { FakeDefinition } from './harness';

/** Fake Stripe — NOT BUILT YET (issue #20): replaced by the real fake. */
export const stripeFake: FakeDefinition = {
  tag: 'stripe',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('stripe fake not built yet');
  },
};
