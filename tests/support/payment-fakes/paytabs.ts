import type { FakeDefinition } from './harness';

/** Fake Paytabs — NOT BUILT YET (issue #20): replaced by the real fake. */
export const paytabsFake: FakeDefinition = {
  tag: 'paytabs',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('paytabs fake not built yet');
  },
};
