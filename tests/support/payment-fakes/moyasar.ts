import type { FakeDefinition } from './harness';

/** Fake Moyasar — NOT BUILT YET (issue #20): replaced by the real fake. */
export const moyasarFake: FakeDefinition = {
  tag: 'moyasar',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('moyasar fake not built yet');
  },
};
