import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branch } from '../../contract/branches';
import { errorBody, paginationMeta } from '../../contract/http';
import * as s from '../../server/db/schema';
import { getJson, useSeededApp } from '../support/app';

const t = useSeededApp();

const api = (path: string) => getJson<{ data: unknown; meta?: unknown }>(t.app, `http://shop.test/api/v1/${path}`);

async function shopWithBranches() {
  const [row] = await t.db.select({ shopId: s.branches.shopId, n: count() }).from(s.branches)
    .groupBy(s.branches.shopId).orderBy(s.branches.shopId).limit(1);
  if (!row) throw new Error('demo has no branches');
  return row;
}

describe('GET rest/branches', () => {
  it('lists a shop’s branches with title, address line, location and shop', async () => {
    const { shopId, n } = await shopWithBranches();
    const { res, body } = await api(`rest/branches?shop_id=${shopId}&perPage=10&lang=en`);
    expect(res.status).toBe(200);
    const branches = branch.array().parse(body.data);
    expect(paginationMeta.parse(body.meta).total).toBe(n);
    expect(branches).toHaveLength(n);
    const stored = await t.db.select().from(s.branches).where(eq(s.branches.shopId, shopId));
    for (const b of branches) {
      const row = stored.find((r) => r.id === b.id);
      expect(b.shop_id).toBe(shopId);
      expect(b.shop.id).toBe(shopId);
      expect(b.translation?.locale).toBe('en');
      expect(b.translation?.title.length).toBeGreaterThan(0);
      expect(b.address.address).toBe(b.translation?.address);
      expect(b.location).toEqual({ latitude: row?.latitude, longitude: row?.longitude });
      expect(b.shop.logo_img).toMatch(/^http:\/\/shop\.test\//);
    }
  });

  it('without shop_id lists every branch, paged', async () => {
    const [total] = await t.db.select({ n: count() }).from(s.branches);
    const first = await api('rest/branches?perPage=2');
    expect(paginationMeta.parse(first.body.meta).total).toBe(total?.n);
    expect(branch.array().parse(first.body.data)).toHaveLength(Math.min(2, total?.n ?? 0));
  });

  it('an unknown shop has no branches (an empty list, not an error)', async () => {
    const { res, body } = await api('rest/branches?shop_id=999999');
    expect(res.status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('a shop that is not approved shows no branches', async () => {
    const { shopId } = await shopWithBranches();
    await t.db.update(s.shops).set({ status: 'inactive' }).where(eq(s.shops.id, shopId));
    try {
      expect((await api(`rest/branches?shop_id=${shopId}`)).body.data).toEqual([]);
    } finally {
      await t.db.update(s.shops).set({ status: 'approved' }).where(eq(s.shops.id, shopId));
    }
  });

  it('422 for a bad shop_id or page size', async () => {
    for (const query of ['shop_id=abc', 'shop_id=0', 'perPage=0']) {
      const { res, body } = await api(`rest/branches?${query}`);
      expect(res.status, query).toBe(422);
      expect(errorBody.parse(body).message.length).toBeGreaterThan(0);
    }
  });
});

describe('GET rest/branches/{id}', () => {
  it('answers one branch in the request’s language', async () => {
    const [row] = await t.db.select().from(s.branches).limit(1);
    const { res, body } = await api(`rest/branches/${row?.id}?lang=ar`);
    expect(res.status).toBe(200);
    const b = branch.parse(body.data);
    expect(b.id).toBe(row?.id);
    expect(b.translation?.locale).toBe('ar');
  });

  it('404 with a readable message for an unknown branch, 422 for a non-numeric id', async () => {
    const missing = await api('rest/branches/999999');
    expect(missing.res.status).toBe(404);
    expect(errorBody.parse(missing.body).message).toBe('Branch 999999 not found');
    expect((await api('rest/branches/abc')).res.status).toBe(422);
  });
});
