import { afterAll } from 'vitest';
import { paymentsConfig, paymentsEnvSchema } from '../../../server/modules/payments/config';
import { createProviders } from '../../../server/modules/payments/providers';
import { startProviderFake } from '../../support/payment-fakes';
import { orderingCases, orderingSetup } from './ordering-cases';
import { describeContract } from './runner';

/**
 * Contract conformance (issue #22), carts, checkout, orders, payments, refunds, parcels and
 * bookings; engine in runner.ts. PAY3 needs a configured provider: the local Stripe fake.
 */
const stripe = await startProviderFake('stripe');
afterAll(() => stripe.close());
const providers = createProviders(paymentsConfig(paymentsEnvSchema.parse(stripe.env)).providers);

describeContract('ordering-cases.ts', orderingCases, orderingSetup, { payments: { providers, expiryMinutes: 30 } });
