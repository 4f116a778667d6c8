import { serialize } from 'cookie';
import { ADDRESS_COOKIE, type ChosenAddress } from './chosen-address';

/** Like the other presentation cookies, the chosen address is kept a year (spec §3 client settings). */
const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** `Set-Cookie` for the chosen address, JSON as `readChosenAddress` reads it. Server side only. */
export function addressCookie(value: ChosenAddress, secure: boolean): string {
  return serialize(ADDRESS_COOKIE, JSON.stringify(value), { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', secure });
}
