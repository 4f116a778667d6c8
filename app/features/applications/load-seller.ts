import type { UserShop } from '../../../contract/applications';
import type { Category } from '../../../contract/categories';
import type { Envelope, Paginated } from '../../../contract/http';
import type { ProfileUser } from '../../../contract/profile';
import type { ShopTag } from '../../../contract/shops';
import type { StorefrontContext } from '../../../contract/transport';
import { siteOrigin } from '../../lib/seo';
import { requireSession } from '../auth/require-session';
import { SELLER_PATH } from './seller-action';

/**
 * Where the customer stands with becoming a seller (contract §2.26, §3.24), from PR1:
 * - `accepted`: `role = seller` (or the request approved);
 * - `pending`: `user.shop.request.status = pending`, the request under review;
 * - `password`: no password yet (`empty_p`, phone or social sign-up), spec §5: set one first;
 * - `form`: the application form (after a rejection too, with the reason).
 */
export type SellerStage = 'accepted' | 'pending' | 'password' | 'form';

export function sellerStage(user: Pick<ProfileUser, 'role' | 'empty_p'> & { shop: Pick<UserShop, 'request'> | null }): SellerStage {
  const status = user.shop?.request.status;
  if (user.role === 'seller' || status === 'approved') return 'accepted';
  if (status === 'pending') return 'pending';
  if (user.empty_p) return 'password';
  return 'form';
}

export type ChoiceOption = { id: number; title: string; children?: ChoiceOption[] };

const titleOf = (c: { id: number; translation: { title: string } | null }) => c.translation?.title || `#${c.id}`;

/** Shop categories (C1 `type=shop`, with their sub-categories) as choices. */
export function categoryChoices(list: Category[]): ChoiceOption[] {
  return list.map((c) => ({ id: c.id, title: titleOf(c), children: c.children.map((s) => ({ id: s.id, title: titleOf(s) })) }));
}

/**
 * The /be-seller loader: PR1 decides the stage; the form's choices (C1 shop categories, SH6 tags)
 * are asked at the same time and only kept for the form. A list that fails leaves its choices
 * empty rather than failing the page (both are optional in BS1).
 */
export async function loadSeller(request: Request, context: StorefrontContext) {
  const { api, prefs } = requireSession(request, context);
  const categories = api
    .get<Paginated<Category>>('rest/categories/paginate', { type: 'shop', perPage: 100 })
    .then((r) => categoryChoices(r.data), () => [] as ChoiceOption[]);
  const tags = api
    .get<Envelope<ShopTag[]>>('rest/shops-takes')
    .then((r) => r.data.map((tag) => ({ id: tag.id, title: titleOf(tag) })), () => [] as ChoiceOption[]);
  const { data: user } = await api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', { currency_id: prefs.currencyId });
  const stage = sellerStage(user);
  const form = stage === 'form';
  return {
    stage,
    shop: user.shop,
    phone: user.phone,
    canonical: siteOrigin(request.url, process.env.PUBLIC_URL) + SELLER_PATH,
    categories: form ? await categories : [],
    tags: form ? await tags : [],
  };
}
