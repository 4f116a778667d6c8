import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { appleClientSecret } from './apple-secret';

describe('appleClientSecret', () => {
  it('uses APPLE_CLIENT_SECRET as given', async () => {
    const secret = appleClientSecret({ clientId: 'shop.example.web', clientSecret: 'made-by-the-operator', issuer: 'https://appleid.apple.com' });
    expect(await secret()).toBe('made-by-the-operator');
  });

  it('signs an ES256 JWT with the key: team id, client id, Apple audience, key id; reused for an hour', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    let now = new Date('2030-01-01T00:00:00Z');
    const secret = appleClientSecret(
      { clientId: 'shop.example.web', key: { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: pem }, issuer: 'https://appleid.apple.com' },
      () => now,
    );
    const jwt = await secret();
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const spki = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256');
    const { payload } = await jwtVerify(jwt, spki, { currentDate: now, audience: 'https://appleid.apple.com', issuer: 'TEAM123456' });
    expect(payload.sub).toBe('shop.example.web');
    expect(payload.exp! - payload.iat!).toBe(86_400);
    now = new Date(now.getTime() + 30 * 60_000);
    expect(await secret()).toBe(jwt);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await secret()).not.toBe(jwt);
  });
});
