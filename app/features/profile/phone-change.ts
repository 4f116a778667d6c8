import { parse, serialize } from 'cookie';
import { z } from 'zod';

/**
 * A phone change between its two steps: the code was sent (`phone/send-code` answered `verifyId`)
 * and the page now asks for it. Kept in a short-lived HttpOnly cookie rather than in
 * the URL, so the number stays out of history and logs and the step survives a reload, with or
 * without JavaScript. The code's own lifetime is the API's (`otp_expire_time`); this cookie only
 * has to outlive the typing.
 */
const COOKIE = 'phone_change';
const MAX_AGE_S = 15 * 60;

const pendingPhoneChange = z.object({ verifyId: z.string().max(64), phone: z.string().max(32) });
export type PendingPhoneChange = z.infer<typeof pendingPhoneChange>;

export function readPhoneChange(cookieHeader: string | null): PendingPhoneChange | null {
  const raw = parse(cookieHeader ?? '')[COOKIE];
  if (!raw) return null;
  try {
    const parsed = pendingPhoneChange.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function phoneChangeCookie(value: PendingPhoneChange | null, secure: boolean): string {
  return serialize(COOKIE, value ? JSON.stringify(value) : '', {
    // Not `/profile`: client navigation loads `/profile.data`, which that path would not match.
    path: '/',
    maxAge: value ? MAX_AGE_S : 0,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
