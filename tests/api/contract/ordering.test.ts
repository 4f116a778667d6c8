import { orderingCases, orderingSetup } from './ordering-cases';
import { describeContract } from './runner';

/** Contract conformance (issue #22), carts, checkout, orders, payments, refunds, parcels and bookings; engine in runner.ts. */
describeContract('ordering-cases.ts', orderingCases, orderingSetup);
