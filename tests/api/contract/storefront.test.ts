import { describeContract } from './runner';
import { storefrontCases, storefrontSetup } from './storefront-cases';

/** Contract conformance (issue #22), public storefront endpoints; engine and rules in runner.ts. */
describeContract('storefront-cases.ts', storefrontCases, storefrontSetup);
