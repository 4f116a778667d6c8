import { hashPassword } from '../../../modules/auth/password';
import { createUser } from '../../../modules/auth/users';
import { OPERATOR_ROLE } from '../../../modules/operators/require-operator';
import type { DemoAdmin } from '../data/operators';
import type { Tx } from './common';

/** The password hash is made before the seed's transaction opens (scrypt takes ~100 ms). */
export async function hashDemoAdmin(admin: DemoAdmin) {
  return { email: admin.email.trim().toLowerCase(), passwordHash: await hashPassword(admin.password) };
}

/** The demo operator: a verified e-mail account with a wallet, like any sign-up, and the `admin` role. */
export async function insertOperators(tx: Tx, admin: { email: string; passwordHash: string }, now: Date): Promise<void> {
  await createUser(tx, {
    email: admin.email,
    passwordHash: admin.passwordHash,
    firstname: 'Demo',
    lastname: 'Operator',
    role: OPERATOR_ROLE,
    emailVerifiedAt: now,
  });
}
