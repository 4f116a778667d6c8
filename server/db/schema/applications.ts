import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { shops } from './shops';
import { users } from './users';

/**
 * Applications to join the marketplace (issue #19, server/modules/applications): a customer asks
 * to become a seller (BS1, the shop is created with status `new` and waits here) or a courier (a
 * Comanda extension, docs/decisions/0016-driver-applications.md). An operator approves or rejects
 * each one; at most one pending application of each kind per customer (partial unique indexes).
 */
export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);

export const sellerRequests = pgTable(
  'seller_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('pending'),
    /** The operator's reason for a rejection, shown to the applicant. */
    reason: text('reason'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_requests_user_idx').on(t.userId, t.id),
    index('seller_requests_status_idx').on(t.status, t.id),
    uniqueIndex('seller_requests_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

export const vehicleType = pgEnum('vehicle_type', ['bicycle', 'motorbike', 'scooter', 'car', 'on_foot']);

export const deliverymanRequests = pgTable(
  'deliveryman_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** Digits, optional leading `+`. */
    phone: varchar('phone', { length: 20 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    vehicleType: vehicleType('vehicle_type').notNull(),
    /** The licence picture: a stored path this user uploaded with G1. */
    licenceImg: text('licence_img').notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    reason: text('reason'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deliveryman_requests_user_idx').on(t.userId, t.id),
    index('deliveryman_requests_status_idx').on(t.status, t.id),
    uniqueIndex('deliveryman_requests_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
