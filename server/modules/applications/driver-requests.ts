import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  applicationMessages as m, type ApplicationStatus, type DeliverymanRequest, type deliverymanRequestBody,
  type OperatorDeliverymanRequest,
} from '../../../contract/applications';
import type { Database } from '../../db/client';
import { deliverymanRequests, users } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { findOwnUpload } from '../auth/own-upload';
import { isUniqueViolation } from '../auth/users';
import { notifyCustomer } from '../notifications/notify';
import type { ImageUrl } from './seller-requests';

/**
 * Courier applications (a Comanda extension: docs/decisions/0016-driver-applications.md). A
 * signed-in customer applies with a name, phone, city, vehicle and a licence picture uploaded with
 * G1 (so it was checked and re-encoded there); one pending application per customer (partial
 * unique index). Operators approve (the user becomes a `deliveryman`) or reject with a reason; the
 * applicant gets a `deliveryman_request` notification in the same transaction.
 */

type Row = typeof deliverymanRequests.$inferSelect;
const DRIVER_ROLE = 'deliveryman';

export function toDeliverymanRequest(row: Row, imageUrl: ImageUrl): DeliverymanRequest {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    name: row.name,
    phone: row.phone,
    city: row.city,
    vehicle_type: row.vehicleType,
    licence_img: imageUrl(row.licenceImg),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function createDriverRequests(db: Database) {
  return {
    async apply(userId: number, body: z.infer<typeof deliverymanRequestBody>): Promise<Row> {
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      if (!user) throw new ApiError(401, 'Unauthorized');
      if (user.role === DRIVER_ROLE) throw new ApiError(409, m.alreadyDriver);
      const licence = await findOwnUpload(db, userId, body.licence_img);
      if (!licence) throw new ApiError(422, m.uploadFirst, { licence_img: [m.uploadFirst] });
      try {
        const [row] = await db
          .insert(deliverymanRequests)
          .values({ userId, name: body.name, phone: body.phone, city: body.city, vehicleType: body.vehicle_type, licenceImg: licence })
          .returning();
        return row!;
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, m.driverPending);
        throw err;
      }
    },

    /** The caller's newest application, or null: nobody reads another's. */
    async latest(userId: number): Promise<Row | null> {
      const [row] = await db.select().from(deliverymanRequests).where(eq(deliverymanRequests.userId, userId)).orderBy(desc(deliverymanRequests.id)).limit(1);
      return row ?? null;
    },

    async list(q: { page: number; perPage: number; status?: ApplicationStatus | undefined }, imageUrl: ImageUrl) {
      const where = q.status ? eq(deliverymanRequests.status, q.status) : undefined;
      const [rows, totals] = await Promise.all([
        db.select().from(deliverymanRequests).where(where).orderBy(desc(deliverymanRequests.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
        db.select({ value: count() }).from(deliverymanRequests).where(where),
      ]);
      const people = rows.length
        ? await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone, role: users.role })
            .from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
        : [];
      const byId = new Map(people.map((p) => [p.id, p]));
      const data = rows.map((row): OperatorDeliverymanRequest => ({ ...toDeliverymanRequest(row, imageUrl), user: byId.get(row.userId) ?? null }));
      return { data, total: totals[0]?.value ?? 0 };
    },

    async decide(id: number, decision: { status: 'approved' } | { status: 'rejected'; reason: string }, operatorId: number, at = new Date()): Promise<Row> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(deliverymanRequests).where(eq(deliverymanRequests.id, id)).for('update');
        if (!row) throw notFound(m.requestNotFound);
        if (row.status !== 'pending') throw new ApiError(409, m.alreadyDecided);
        const reason = decision.status === 'rejected' ? decision.reason : null;
        const [updated] = await tx
          .update(deliverymanRequests)
          .set({ status: decision.status, reason, decidedById: operatorId, decidedAt: at, updatedAt: at })
          .where(eq(deliverymanRequests.id, id))
          .returning();
        if (decision.status === 'approved') {
          // Only plain customers change role: an operator or a seller keeps theirs.
          await tx.update(users).set({ role: DRIVER_ROLE, updatedAt: at }).where(and(eq(users.id, row.userId), eq(users.role, 'user')));
        }
        await notifyCustomer(tx, {
          userId: row.userId,
          type: 'deliveryman_request',
          title: row.name,
          body: decision.status === 'approved' ? m.driverApproved : reason ? `${m.driverRejected}: ${reason}` : m.driverRejected,
          data: { id, type: 'deliveryman_request', status: decision.status, reason },
          at,
        });
        return updated!;
      });
    },
  };
}
