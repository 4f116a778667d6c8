import type { FakeDefinition } from './harness';

/** Fake Flutterwave — NOT BUILT YET (issue #20): replaced by the real fake. */
export const flutterwaveFake: FakeDefinition = {
  tag: 'flutterWave',
  env: () => ({}),
  routes: () => undefined,
  webhook: () => {
    throw new Error('flutterWave fake not built yet');
  },
};
