import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { addressMessages, type Address, type AddressInput } from '../../../contract/addresses';
import type { Database } from '../../db/client';
import { userAddresses, users } from '../../db/schema';
import { ApiError } from '../../http/errors';

type Row = typeof userAddresses.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** §3.13: `location` is `[lat, lng]`; blank parts are null. */
export function addressView(row: Row): Address {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    location: [row.latitude, row.longitude],
    address: { address: row.address, floor: row.floor, house: row.house, entrance: row.entrance, comment: row.comment },
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const columns = (input: AddressInput) => ({
  title: input.title ?? null,
  latitude: input.location[0],
  longitude: input.location[1],
  address: input.address.address,
  floor: input.address.floor ?? null,
  house: input.address.house ?? null,
  entrance: input.address.entrance ?? null,
  comment: input.address.comment ?? null,
});

/**
 * One active address per user is a partial unique index; two concurrent "make this one active"
 * writes would both unset the old one and then collide on it. Locking the user's row first puts
 * every active-address change of one user in line (other users are not held up).
 */
async function lockOwner(tx: Tx, owner: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner)).for('update');
}

/** Makes `id` the owner's only active address (the caller's transaction, owner locked); its row. */
async function activate(tx: Tx, owner: number, id: number): Promise<Row | undefined> {
  await tx
    .update(userAddresses)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(userAddresses.userId, owner), eq(userAddresses.active, true), ne(userAddresses.id, id)));
  const [row] = await tx
    .update(userAddresses)
    .set({ active: true, updatedAt: new Date() })
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, owner)))
    .returning();
  return row;
}

/** AD1–AD5. Every call names the owner from the session; another user's id is a 404. */
export function createAddressService(db: Database) {
  const notFound = () => new ApiError(404, addressMessages.notFound);

  return {
    async list(owner: number, page: number, perPage: number) {
      const where = eq(userAddresses.userId, owner);
      const [rows, [total]] = await Promise.all([
        db.select().from(userAddresses).where(where)
          .orderBy(desc(userAddresses.active), asc(userAddresses.id))
          .limit(perPage).offset((page - 1) * perPage),
        db.select({ n: count() }).from(userAddresses).where(where),
      ]);
      return { rows: rows.map(addressView), total: total?.n ?? 0 };
    },

    /** AD2: a new address; `active` (or being the first one) makes it the active one. */
    async create(owner: number, input: AddressInput): Promise<Address> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner);
        const [existing] = await tx.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, owner));
        const makeActive = input.active === true || !existing?.n;
        const [row] = await tx.insert(userAddresses).values({ userId: owner, ...columns(input), active: false }).returning();
        return addressView((makeActive ? await activate(tx, owner, row!.id) : row)!);
      });
    },

    /** AD3: the same body as AD2; `active` stays as it is. */
    async update(owner: number, id: number, input: AddressInput): Promise<Address> {
      const [row] = await db
        .update(userAddresses)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, owner)))
        .returning();
      if (!row) throw notFound();
      return addressView(row);
    },

    /** AD4. */
    async setActive(owner: number, id: number): Promise<Address> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner);
        const [mine] = await tx.select({ id: userAddresses.id }).from(userAddresses).where(and(eq(userAddresses.id, id), eq(userAddresses.userId, owner)));
        if (!mine) throw notFound();
        return addressView((await activate(tx, owner, id))!);
      });
    },

    /** AD5: deletes the owner's addresses among `ids`; none of them being the owner's is a 404. */
    async remove(owner: number, ids: number[]): Promise<number[]> {
      const deleted = await db
        .delete(userAddresses)
        .where(and(eq(userAddresses.userId, owner), inArray(userAddresses.id, ids)))
        .returning({ id: userAddresses.id });
      if (!deleted.length) throw notFound();
      return deleted.map((r) => r.id);
    },
  };
}
