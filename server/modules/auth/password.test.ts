import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';

describe('scrypt passwords', () => {
  it('verifies the right password only, with a new salt every time', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse ', a)).toBe(false);
    expect(await verifyPassword('Correct horse', b)).toBe(false);
  });

  it('reads the parameters from the stored string, so old hashes keep working', async () => {
    const old = await hashPassword('pw-123456', { log2N: 12, r: 8, p: 1 });
    expect(await verifyPassword('pw-123456', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('pw-123456'))).toBe(false);
  });

  it('never matches a malformed or hostile stored value', async () => {
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', 'scrypt$40$8$1$c2FsdHNhbHQ$AAAA', 'scrypt$15$8$1$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
