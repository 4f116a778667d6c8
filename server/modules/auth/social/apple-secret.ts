import { importPKCS8, SignJWT } from 'jose';
import type { AppleConfig } from './config';

/** Apple accepts client secrets valid up to 6 months; a signed one is reused for an hour. */
const SECRET_LIFETIME_S = 24 * 60 * 60;
const REUSE_MS = 60 * 60_000;

/**
 * Apple's "client secret" is a JWT the client signs with its Sign in with Apple key (ES256):
 * `iss` team id, `sub` client (Services) id, `aud` https://appleid.apple.com, `kid` the key id.
 * With `APPLE_CLIENT_SECRET` set that value is used as is (the operator renews it); with the key
 * (`APPLE_TEAM_ID`, `APPLE_KEY_ID`, `APPLE_PRIVATE_KEY`) one is signed here, valid a day.
 */
export function appleClientSecret(config: AppleConfig, now: () => Date = () => new Date()): () => Promise<string> {
  const { clientSecret, key } = config;
  if (!key) {
    if (!clientSecret) throw new Error('Apple sign-in needs APPLE_CLIENT_SECRET or APPLE_TEAM_ID + APPLE_KEY_ID + APPLE_PRIVATE_KEY');
    return () => Promise.resolve(clientSecret);
  }
  let cached: { value: string; until: number } | undefined;
  return async () => {
    const t = now().getTime();
    if (cached && cached.until > t) return cached.value;
    const privateKey = await importPKCS8(key.privateKey, 'ES256');
    const iat = Math.floor(t / 1000);
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
      .setIssuer(key.teamId)
      .setSubject(config.clientId)
      .setAudience('https://appleid.apple.com')
      .setIssuedAt(iat)
      .setExpirationTime(iat + SECRET_LIFETIME_S)
      .sign(privateKey);
    cached = { value, until: t + REUSE_MS };
    return value;
  };
}
