import type { SellerRequestBody } from '../../../contract/applications';
import type { FieldErrors } from '../profile/messages';
import { chosenFile, imageFileError } from './image-file';

/**
 * The /be-seller form read and checked before anything goes to the API (BS1, contract §2.26).
 * Only what the visitor can fix at once is checked here (the required texts, numbers that are not
 * numbers, the pictures' type and size); the API decides the rest and its 422s come back to the
 * same fields. Texts go in the page's language only (`{<locale>: text}`).
 */

const TEXT_FIELDS = [
  'title', 'description', 'address', 'phone', 'min_amount', 'tax', 'price', 'price_per_km',
  'delivery_time_from', 'delivery_time_to', 'delivery_time_type', 'latitude', 'longitude', 'logo_title', 'cover_title',
] as const;
/** What was typed (ticked ids comma-separated), handed back with a refusal so a page without JavaScript keeps it. */
export type SellerValues = Record<(typeof TEXT_FIELDS)[number] | 'categories' | 'tags', string>;

const NUMBERS = ['min_amount', 'tax', 'price', 'price_per_km'] as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const ids = (form: FormData, name: string) =>
  form.getAll(name).map(String).filter((v) => /^\d{1,10}$/.test(v)).map(Number);

export function sellerValues(form: FormData): SellerValues {
  const typed = Object.fromEntries(TEXT_FIELDS.map((k) => [k, text(form, k)])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return { ...typed, categories: ids(form, 'categories').join(','), tags: ids(form, 'tags').join(',') };
}

/** The ids a refused form had ticked (`SellerValues.categories`/`tags`). */
export const tickedIds = (list: string | undefined) => new Set((list ?? '').split(',').filter(Boolean).map(Number));

export type SellerDraft = {
  body: Omit<SellerRequestBody, 'images'>;
  /** New files to upload (G1) … */
  logo: File | null;
  cover: File | null;
  /** … or the G1 titles of pictures uploaded by an earlier, refused post. */
  logoTitle: string;
  coverTitle: string;
};

export function parseSellerForm(form: FormData, locale: string): { ok: true; value: SellerDraft } | { ok: false; errors: FieldErrors } {
  const v = sellerValues(form);
  const errors: FieldErrors = {};
  if (!v.title) errors.title = { key: 'applications.api.titleRequired' };
  if (!v.address) errors.address = { key: 'applications.api.addressRequired' };
  if (!v.phone) errors.phone = { key: 'account.phoneRequired' };
  for (const name of NUMBERS) if (v[name] && !Number.isFinite(Number(v[name]))) errors[name] = { key: 'applications.number' };
  for (const name of ['delivery_time_from', 'delivery_time_to'] as const) {
    if (!v[name]) errors[name] = { key: 'account.required' };
    else if (!/^\d{1,4}$/.test(v[name])) errors[name] = { key: 'applications.number' };
  }
  const latitude = Number(v.latitude);
  const longitude = Number(v.longitude);
  if (!v.latitude || !v.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) errors.location = { key: 'applications.number' };
  const logo = chosenFile(form, 'logo');
  const cover = chosenFile(form, 'cover');
  const logoError = logo && imageFileError(logo);
  const coverError = cover && imageFileError(cover);
  if (logoError) errors.logo = logoError;
  if (coverError) errors.cover = coverError;
  // BS1 `images` is `[logo, cover]`: a cover alone would be taken for the logo.
  if ((cover || v.cover_title) && !logo && !v.logo_title && !errors.logo) errors.logo = { key: 'profile.api.imageMissing' };
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      body: {
        title: { [locale]: v.title },
        description: { [locale]: v.description },
        address: { [locale]: v.address },
        phone: v.phone.replace(/[\s()-]/g, ''),
        categories: ids(form, 'categories'),
        tags: ids(form, 'tags'),
        min_amount: v.min_amount || '0',
        tax: v.tax || '0',
        price: v.price || '0',
        price_per_km: v.price_per_km || '0',
        delivery_time_type: v.delivery_time_type === 'hour' ? 'hour' : 'minute',
        delivery_time_from: Number(v.delivery_time_from),
        delivery_time_to: Number(v.delivery_time_to),
        location: { latitude, longitude },
        type: 'shop',
      },
      logo,
      cover,
      logoTitle: v.logo_title,
      coverTitle: v.cover_title,
    },
  };
}
