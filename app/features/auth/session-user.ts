import { z } from 'zod';

/**
 * The signed-in customer as the shell needs it. Sign-in stores the API's user object in the
 * `user` cookie as JSON (contract §1.4); the header only reads these fields. A cookie that is not
 * such JSON counts as signed out (the next API call with the token sorts the session out).
 */
const sessionUserSchema = z.object({
  id: z.number().int(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  img: z.string().nullish(),
  /** The account's role (`user`, `admin`, …): the chat widget shows operators the room list. */
  role: z.string().nullish(),
});

export type SessionUser = { id: number; firstname: string; lastname: string; img: string; role: string };

export function parseSessionUser(cookieValue: string | undefined): SessionUser | null {
  if (!cookieValue) return null;
  let json: unknown;
  try {
    json = JSON.parse(cookieValue);
  } catch {
    return null;
  }
  const parsed = sessionUserSchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, firstname, lastname, img, role } = parsed.data;
  return { id, firstname: firstname ?? '', lastname: lastname ?? '', img: img ?? '', role: role ?? '' };
}
