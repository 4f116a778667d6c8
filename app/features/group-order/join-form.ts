import { kindOf, NAME_LIMIT, type ShopKind } from './group-link';

/**
 * The join form (GC1) as the `/group/{shopId}` action reads it: the member's name — required,
 * trimmed, at most 50 characters — and the group it joins. Field errors are keys of en-group.ts.
 */
export type JoinInput = { name: string; cartId: number; shopId: number; type: ShopKind; ownerName: string };
export type JoinErrors = { name?: 'group.join.required' | 'group.join.too_long' };

const id = (value: FormDataEntryValue | null) => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : 0;
  return n > 0 && n <= 2_147_483_647 ? n : 0;
};

export function parseJoinForm(form: FormData, shopIdParam: string | undefined): { ok: true; value: JoinInput } | { ok: false; errors: JoinErrors; invalid: boolean } {
  const raw = form.get('name');
  const name = typeof raw === 'string' ? raw.trim() : '';
  const cartId = id(form.get('cart_id'));
  const shopId = id(shopIdParam ?? null);
  const errors: JoinErrors = {};
  if (!name) errors.name = 'group.join.required';
  else if ([...name].length > NAME_LIMIT) errors.name = 'group.join.too_long';
  if (!cartId || !shopId) return { ok: false, errors, invalid: true };
  if (errors.name) return { ok: false, errors, invalid: false };
  const ownerName = form.get('owner_name');
  return {
    ok: true,
    value: { name, cartId, shopId, type: kindOf(String(form.get('type'))), ownerName: typeof ownerName === 'string' ? ownerName.trim().slice(0, NAME_LIMIT) : '' },
  };
}
