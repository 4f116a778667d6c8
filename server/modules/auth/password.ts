import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto), a random 16-byte salt per password and a
 * constant-time comparison. The stored string carries its parameters, so they can be raised later
 * without breaking existing passwords (`needsRehash` tells the sign-in to store a fresh hash):
 *
 *     scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<64-byte key, base64url>
 */

export type ScryptParams = { log2N: number; r: number; p: number };

/** 32 MiB of memory and ~50–100 ms per hash on a small server. */
export const DEFAULT_SCRYPT: ScryptParams = { log2N: 15, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = ScryptParams & { salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupted or hostile row from asking for gigabytes of memory.
  if (![log2N, r, p].every(Number.isInteger) || log2N < 10 || log2N > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length !== KEY_LENGTH) return null;
  return { log2N, r, p, salt, key };
}

/** True when `password` matches `stored`. A malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** The stored hash uses other parameters than today's: store a new one at the next sign-in. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.log2N !== params.log2N || parsed.r !== params.r || parsed.p !== params.p;
}

/**
 * A fixed hash to check against when the account does not exist, so a sign-in for an unknown
 * login costs the same time as a wrong password (no account discovery by timing).
 */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('comanda-dummy-password');
  await verifyPassword(password, await dummy);
}
