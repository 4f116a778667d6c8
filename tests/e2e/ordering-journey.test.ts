import { describe } from 'vitest';
import { orderingJourney } from './support/ordering-journey';
import { useStorefront } from './support/storefront';

/** Issue #6's ordering path in Chromium against the real server on the embedded database (PGlite). */
const storefront = useStorefront();

describe('ordering journey (PGlite)', () => {
  orderingJourney(storefront);
});
