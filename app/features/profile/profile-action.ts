import { data, redirect } from 'react-router';
import type { Envelope } from '../../../contract/http';
import type { GalleryUpload, ProfileUser } from '../../../contract/profile';
import { GALLERY_MAX_BYTES } from '../../../contract/profile';
import type { VerificationStarted } from '../../../contract/auth';
import type { StorefrontContext } from '../../../contract/transport';
import { requireSession } from '../auth/require-session';
import { userCookieHeader } from '../auth/session-cookies';
import { isHttpsRequest } from '../../lib/preference-cookies';
import { apiFieldErrors, type FieldErrors } from './messages';
import { phoneChangeCookie, readPhoneChange } from './phone-change';
import { checkAvatarFile, parseCode, parseDetails, parsePassword, parsePhone, readIntent, type ProfileIntent } from './profile-form';

const PROFILE_UPDATE = 'dashboard/user/profile/update';
const TYPED_FIELDS = ['firstname', 'lastname', 'birthday', 'gender', 'phone'] as const;

/** What a refused post hands back to the page: which form, its errors, and what was typed. */
export type ProfileActionData = { intent: ProfileIntent | null; errors: FieldErrors; values?: Record<string, string> };

const refused = (intent: ProfileIntent | null, errors: FieldErrors, status = 422, values?: Record<string, string>) =>
  data<ProfileActionData>({ intent, errors, ...(values ? { values } : {}) }, { status });

/** Back to the page (303, so a reload does not post again), with `?saved=` for the notice. */
function saved(intent: ProfileIntent | null, cookies: string[]) {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(intent ? `/profile?saved=${intent}` : '/profile', { status: 303, headers });
}

/**
 * The /profile action: one form post per change, told apart by `intent` (profile | avatar |
 * phone-code | phone | phone-cancel | password). Success is a 303 back to the page with the `user`
 * cookie refreshed (the header's name and picture follow); a refusal is a 422 with errors per field.
 * A 401 from the API is the server client's redirect to /login (session cookies cleared).
 */
export async function profileAction(request: Request, context: StorefrontContext) {
  const { api } = requireSession(request, context);
  const secure = isHttpsRequest(request);
  // Refuse an oversize picture before reading it into memory (contract G1: at most 2 MB).
  if (Number(request.headers.get('Content-Length')) > GALLERY_MAX_BYTES + 64 * 1024) {
    return refused('avatar', { image: { key: 'profile.api.imageTooLarge' } }, 413);
  }
  const form = await request.formData();
  const intent = readIntent(form);
  const userCookie = (user: ProfileUser) => userCookieHeader(user, secure);
  // What was typed comes back with a refusal, so a page without JavaScript keeps it (never passwords).
  const values = Object.fromEntries(TYPED_FIELDS.map((k) => [k, String(form.get(k) ?? '')]));

  try {
    switch (intent) {
      case 'profile': {
        const parsed = parseDetails(form);
        if (!parsed.ok) return refused(intent, parsed.errors, 422, values);
        const { data: user } = await api.put<Envelope<ProfileUser>>(PROFILE_UPDATE, parsed.value);
        return saved(intent, [userCookie(user)]);
      }
      case 'avatar': {
        const file = form.get('image');
        const image = file instanceof File ? file : null;
        const invalid = checkAvatarFile(image);
        if (invalid || !image) return refused(intent, invalid ?? {});
        // G1 stores the picture (the API checks the bytes), then PR2 makes it the avatar.
        const upload = new FormData();
        upload.append('image', image);
        upload.append('type', 'users');
        const { data: stored } = await api.post<Envelope<GalleryUpload>>('dashboard/galleries', upload);
        const { data: user } = await api.put<Envelope<ProfileUser>>(PROFILE_UPDATE, { images: [stored.title] });
        return saved(intent, [userCookie(user)]);
      }
      case 'phone-code': {
        const parsed = parsePhone(form);
        if (!parsed.ok) return refused(intent, parsed.errors, 422, values);
        const { data: started } = await api.post<Envelope<VerificationStarted>>('dashboard/user/profile/phone/send-code', { phone: parsed.value });
        return saved(null, [phoneChangeCookie({ verifyId: started.verifyId, phone: started.phone ?? parsed.value }, secure)]);
      }
      case 'phone': {
        const pending = readPhoneChange(request.headers.get('Cookie'));
        if (!pending) return refused('phone-code', { phone: { key: 'profile.api.codeFirst' } });
        const code = parseCode(form);
        if (!code.ok) return refused(intent, code.errors);
        const body = { phone: pending.phone, verifyId: pending.verifyId, verifyCode: code.value };
        const { data: user } = await api.put<Envelope<ProfileUser>>(PROFILE_UPDATE, body);
        return saved(intent, [userCookie(user), phoneChangeCookie(null, secure)]);
      }
      case 'phone-cancel':
        return saved(null, [phoneChangeCookie(null, secure)]);
      case 'password': {
        // The current password is asked only of accounts that have one (`empty_p` false).
        const parsed = parsePassword(form, form.has('old_password'));
        if (!parsed.ok) return refused(intent, parsed.errors);
        await api.post('dashboard/user/profile/password/update', parsed.value);
        return saved(intent, []);
      }
      default:
        return refused(null, { form: { key: 'account.genericError' } }, 400);
    }
  } catch (error) {
    // PR3 reports everything about the code under `phone`: on the code step it belongs to the code.
    const { errors, status } = apiFieldErrors(error, intent === 'phone' ? { phone: 'code', verifyCode: 'code', verifyId: 'code' } : {});
    return refused(intent, errors, status, values);
  }
}
