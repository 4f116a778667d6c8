import { data, redirect } from 'react-router';
import type { StorefrontContext } from '../../../contract/transport';
import { requireSession } from '../auth/require-session';
import type { FieldErrors } from '../profile/messages';
import { apiFieldErrors } from '../profile/messages';
import { parsePassword } from '../profile/profile-form';
import { IMAGE_MAX_BYTES } from './image-file';
import { applicationFieldErrors, sellerFieldOf } from './messages';
import { parseSellerForm, sellerValues, type SellerValues } from './seller-form';
import { uploadPicture } from './upload';

export const SELLER_PATH = '/be-seller';

/** What a refused post hands back to the page: which form, its errors, and what was typed. */
export type SellerActionData = { intent: 'apply' | 'password' | null; errors: FieldErrors; values?: SellerValues };

const refused = (intent: SellerActionData['intent'], errors: FieldErrors, status = 422, values?: SellerValues) =>
  data<SellerActionData>({ intent, errors, ...(values ? { values } : {}) }, { status });

/**
 * The /be-seller action, one post per form (`intent`):
 * - `password`: PR4 for an account without one (spec §5 'A password must be set before a seller
 *   request'; the profile's form and rules), then back to the page, where the application opens;
 * - `apply`: the logo and cover to G1 (`type=shops`), then BS1. A refusal comes back per field,
 *   with what was typed and the pictures already uploaded (their titles, so they are not sent
 *   twice); success is a 303 back to the page, which shows 'request under review' from PR1.
 */
export async function sellerAction(request: Request, context: StorefrontContext) {
  const { api, prefs } = requireSession(request, context);
  // Two pictures of at most 2 MB each and the form: refuse more before reading it into memory.
  if (Number(request.headers.get('Content-Length')) > 2 * IMAGE_MAX_BYTES + 256 * 1024) {
    return refused('apply', { form: { key: 'profile.api.imageTooLarge' } }, 413);
  }
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'password') {
    const parsed = parsePassword(form, form.has('old_password'));
    if (!parsed.ok) return refused(intent, parsed.errors);
    try {
      await api.post('dashboard/user/profile/password/update', parsed.value);
    } catch (error) {
      const { errors, status } = apiFieldErrors(error);
      return refused(intent, errors, status);
    }
    return redirect(`${SELLER_PATH}?saved=password`, 303);
  }
  if (intent !== 'apply') return refused(null, { form: { key: 'account.genericError' } }, 400);

  const values = sellerValues(form);
  // The texts go in the language the page was shown in (contract §2.26: current UI language only).
  const shownIn = String(form.get('locale') ?? '');
  const parsed = parseSellerForm(form, /^[a-z]{2,3}$/.test(shownIn) ? shownIn : (prefs.locale ?? 'en'));
  if (!parsed.ok) return refused(intent, parsed.errors, 422, values);
  const { body, logo, cover } = parsed.value;
  try {
    // An earlier refused post may have uploaded them already; a new file replaces the old one.
    if (logo) values.logo_title = await uploadPicture(api, logo, 'logo');
    if (cover) values.cover_title = await uploadPicture(api, cover, 'cover');
    const images = [values.logo_title, values.cover_title].filter((title): title is string => Boolean(title));
    await api.post('dashboard/user/shops', { ...body, images });
  } catch (error) {
    const { errors, status } = applicationFieldErrors(error, sellerFieldOf);
    return refused(intent, errors, status, values);
  }
  return redirect(`${SELLER_PATH}?saved=sent`, 303);
}
