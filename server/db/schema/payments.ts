import { bigint, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { transactions } from './orders';

/**
 * Payments through external providers (issue #20, server/modules/payments). A transaction (the
 * payment of an order, a parcel or a wallet top-up) gets one attempt per hosted checkout the
 * customer was sent to; a webhook or a status call names the attempt by our reference or by the
 * provider's id. What the provider was asked to charge is frozen on the attempt, in the
 * provider's minor units, and every outcome is compared with it before anything is settled.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => transactions.id, { onDelete: 'cascade' }),
    /** The provider's payment tag (`stripe`, `mercado-pago`…). */
    tag: varchar('tag', { length: 40 }).notNull(),
    /** Ours, sent to the provider as its merchant reference (`cmd_<id>_<random>`). */
    reference: varchar('reference', { length: 64 }).notNull(),
    /** The provider's id of the checkout (session, order, invoice, link…); set once created. */
    providerRef: varchar('provider_ref', { length: 128 }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** open → paid | failed, from verified outcomes only. */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference_idx').on(t.reference),
    uniqueIndex('payment_attempts_provider_ref_idx').on(t.tag, t.providerRef),
    index('payment_attempts_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Every provider statement applied (webhook event or status call), keyed by the provider's event
 * id: the same event twice, or two instances receiving it at once, settles once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    tag: varchar('tag', { length: 40 }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    attemptId: integer('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    /** What it did: paid, failed, pending, late (payable gone: credited to the wallet), ignored. */
    outcome: varchar('outcome', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_tag_event_idx').on(t.tag, t.eventId)],
);
